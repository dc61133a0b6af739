/**
 * Atomic writes for the gateway: one request writes every locale of a document (and the
 * rules that tie documents together) inside one database transaction, or nothing at all; a
 * delete moves the document to the trash, and every write leaves an audit entry in the same transaction.
 */
import { customRoutes } from '../../../custom-routes';

export default customRoutes('/lyceum', 'lyceum', [
  ['POST', '/documents/:kind', 'save'],
  ['DELETE', '/documents/:kind/:documentId', 'remove'],
  ['GET', '/trash', 'trash'],
  ['POST', '/trash/:entryId/restore', 'restore'],
  ['DELETE', '/trash/:entryId', 'purge'],
  // The photos only drafts use, which the gateway keeps from visitors (public: it lists names, not files).
  ['GET', '/unpublished-files', 'unpublishedFiles'],
  ['GET', '/audit', 'audit'],
  // Drafts published at a set time (services/schedule.ts).
  ['GET', '/schedules', 'schedules'],
  ['PUT', '/schedules/:kind/:documentId', 'schedule'],
  ['DELETE', '/schedules/:kind/:documentId', 'unschedule'],
  // Saved versions of an item, and a restore of one (services/revisions.ts).
  ['GET', '/revisions/:kind/:documentId', 'revisions'],
  ['POST', '/revisions/:revisionId/restore', 'revert'],
  // The review of authors' drafts (services/review.ts): the queue, one item's review, and an editor's return.
  ['GET', '/reviews', 'reviews'],
  ['GET', '/reviews/owners', 'owners'],
  ['GET', '/reviews/:kind/:documentId', 'review'],
  ['POST', '/reviews/:kind/:documentId/return', 'giveBack'],
  // Ends the caller's own token (logout, password change).
  ['POST', '/logout', 'logout'],
]);
