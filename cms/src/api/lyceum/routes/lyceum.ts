/**
 * Atomic writes for the gateway: one request writes every locale of a document (and the
 * rules that tie documents together) inside one database transaction, or nothing at all; a
 * delete moves the document to the trash, and every write leaves an audit entry in the same transaction.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/lyceum/documents/:kind', handler: 'lyceum.save', config: { policies: [] } },
    { method: 'DELETE', path: '/lyceum/documents/:kind/:documentId', handler: 'lyceum.remove', config: { policies: [] } },
    { method: 'GET', path: '/lyceum/trash', handler: 'lyceum.trash', config: { policies: [] } },
    { method: 'POST', path: '/lyceum/trash/:entryId/restore', handler: 'lyceum.restore', config: { policies: [] } },
    { method: 'DELETE', path: '/lyceum/trash/:entryId', handler: 'lyceum.purge', config: { policies: [] } },
    // The photos only drafts use, which the gateway keeps from visitors (public: it lists names, not files).
    { method: 'GET', path: '/lyceum/unpublished-files', handler: 'lyceum.unpublishedFiles', config: { policies: [] } },
    { method: 'GET', path: '/lyceum/audit', handler: 'lyceum.audit', config: { policies: [] } },
    // Drafts published at a set time (services/schedule.ts).
    { method: 'GET', path: '/lyceum/schedules', handler: 'lyceum.schedules', config: { policies: [] } },
    { method: 'PUT', path: '/lyceum/schedules/:kind/:documentId', handler: 'lyceum.schedule', config: { policies: [] } },
    { method: 'DELETE', path: '/lyceum/schedules/:kind/:documentId', handler: 'lyceum.unschedule', config: { policies: [] } },
    // Saved versions of an item, and a restore of one (services/revisions.ts).
    { method: 'GET', path: '/lyceum/revisions/:kind/:documentId', handler: 'lyceum.revisions', config: { policies: [] } },
    { method: 'POST', path: '/lyceum/revisions/:revisionId/restore', handler: 'lyceum.revert', config: { policies: [] } },
    // Ends the caller's own token (logout, password change).
    { method: 'POST', path: '/lyceum/logout', handler: 'lyceum.logout', config: { policies: [] } },
  ],
};
