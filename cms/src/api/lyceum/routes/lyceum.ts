/**
 * Atomic writes for the gateway: one request writes every locale of a document (and the
 * rules that tie documents together) inside one database transaction, or nothing at all; a
 * delete moves the document to the trash, and every write leaves an audit entry in the same transaction.
 */
/** A route of this API to its controller's handler, under /api/lyceum. */
const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: string) => ({
  method,
  path: `/lyceum${path}`,
  handler: `lyceum.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('POST', '/documents/:kind', 'save'),
    route('DELETE', '/documents/:kind/:documentId', 'remove'),
    route('GET', '/trash', 'trash'),
    route('POST', '/trash/:entryId/restore', 'restore'),
    route('DELETE', '/trash/:entryId', 'purge'),
    // The photos only drafts use, which the gateway keeps from visitors (public: it lists names, not files).
    route('GET', '/unpublished-files', 'unpublishedFiles'),
    route('GET', '/audit', 'audit'),
    // Drafts published at a set time (services/schedule.ts).
    route('GET', '/schedules', 'schedules'),
    route('PUT', '/schedules/:kind/:documentId', 'schedule'),
    route('DELETE', '/schedules/:kind/:documentId', 'unschedule'),
    // Saved versions of an item, and a restore of one (services/revisions.ts).
    route('GET', '/revisions/:kind/:documentId', 'revisions'),
    route('POST', '/revisions/:revisionId/restore', 'revert'),
    // Ends the caller's own token (logout, password change).
    route('POST', '/logout', 'logout'),
  ],
};
