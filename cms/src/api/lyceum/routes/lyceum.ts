/**
 * Atomic writes for the gateway: one request writes every locale of a document (and the
 * rules that tie documents together) inside one database transaction, or nothing at all.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/lyceum/documents/:kind', handler: 'lyceum.save', config: { policies: [] } },
    { method: 'DELETE', path: '/lyceum/documents/:kind/:documentId', handler: 'lyceum.remove', config: { policies: [] } },
    // Ends the caller's own token (logout, password change).
    { method: 'POST', path: '/lyceum/logout', handler: 'lyceum.logout', config: { policies: [] } },
  ],
};
