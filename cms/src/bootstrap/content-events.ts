import { isKindName } from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { actorOf, isPanelRequest } from '../api/lyceum/lib/actor';
import { labelOf } from '../api/lyceum/lib/snapshot';
import { siteService } from '../services';

type Entry = Record<string, unknown> & { documentId?: string };
type Payload = { uid?: string; entry?: Entry; media?: Entry };
type PanelAction = 'create' | 'update' | 'delete' | 'publish' | 'unpublish';

/** Strapi's own change events (the ones its webhooks send) that change what visitors see. */
const ENTRY_ACTIONS: Record<string, PanelAction> = {
  'entry.create': 'create',
  'entry.update': 'update',
  'entry.delete': 'delete',
  'entry.publish': 'publish',
  'entry.unpublish': 'unpublish',
};
/** A new file changes no page until an entry uses it; a replaced or deleted one may change many. */
const MEDIA_CHANGES = new Set(['media.update', 'media.delete']);

const kindOfUid = (uid: string | undefined) => {
  const name = /^api::([^.]+)\.\1$/.exec(uid ?? '')?.[1];
  return name && isKindName(name) ? name : undefined;
};

/** The request a change was made in, if any (Strapi's async context follows the write into its events). */
const requestOf = (strapi: Core.Strapi) => strapi.requestContext.get();
const strategyOf = (strapi: Core.Strapi) => (requestOf(strapi)?.state?.auth?.strategy as { name?: string } | undefined)?.name;

/**
 * Tells the gateway (CMS_EVENTS_URL, with CMS_EVENTS_SECRET as a bearer token) what changed, so its
 * cached pages, search, feeds and site map follow an edit made in Strapi's own panel at once, on
 * every gateway instance (the gateway fans the word out through Redis). The gateway's own writes
 * (the lyceum admin's, authenticated by users-permissions) are left out: it invalidates those
 * itself, cascades included. Panel edits are audited, with the panel user as the actor.
 * docs/architecture.md ("Edits in Strapi's panel") explains the flow.
 */
export function announceContentChanges(strapi: Core.Strapi, send: Announce): void {
  const beforeListening = madeBeforeListening(strapi);
  strapi.eventHub.subscribe(async (event: string, payload: Payload = {}) => {
    if (strategyOf(strapi) === 'users-permissions' || beforeListening(event, payload)) return;
    const action = ENTRY_ACTIONS[event];
    const kind = kindOfUid(payload.uid);
    if (action && kind) {
      const documentId = payload.entry?.documentId ?? '';
      send({ event, kind, documentId });
      await auditPanelEdit(strapi, { action, kind, itemId: documentId, label: labelOf([payload.entry ?? {}]) });
    } else if (MEDIA_CHANGES.has(event)) {
      send({ event });
    }
  });
}

/**
 * Whether a change was made before Strapi listened: nobody can have read it, so no cached page needs dropping (the demo
 * seed's writes, which would otherwise reach for a gateway that is not up yet). Strapi emits a write's events only once
 * its transaction has committed and the entry has been read back, so the seed's last creations can be emitted after
 * Strapi has begun to listen: a creation is dated by its entry's own time.
 */
function madeBeforeListening(strapi: Core.Strapi) {
  let listeningSince = Number.POSITIVE_INFINITY;
  strapi.server.httpServer.once('listening', () => {
    listeningSince = Date.now();
  });
  return (event: string, payload: Payload) => {
    const created = event === 'entry.create' ? new Date(payload.entry?.createdAt as string).getTime() : Number.NaN;
    return (Number.isNaN(created) ? Date.now() : created) < listeningSince;
  };
}

/** Tells the gateway that content changed: `{event, kind?, documentId?}`. */
export type Announce = (body: { event: string; kind?: string; documentId?: string }) => void;

/** Sends change events to CMS_EVENTS_URL with CMS_EVENTS_SECRET; without a URL, nothing is sent (answers then follow after CACHE_TTL_MS). */
export function gatewayAnnouncer(strapi: Core.Strapi): Announce {
  const url = process.env.CMS_EVENTS_URL;
  const secret = process.env.CMS_EVENTS_SECRET;
  if (url && !secret) throw new Error('CMS_EVENTS_URL is set without CMS_EVENTS_SECRET: the gateway would refuse every event.');

  return (body) => {
    if (!url) return;
    // Not awaited: the edit is committed already, and a slow or absent gateway must not hold the panel's answer.
    void fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    })
      .then((answer) => {
        if (!answer.ok) strapi.log.warn(`The gateway refused a change event (${answer.status}): ${url}`);
      })
      .catch((error: Error) => strapi.log.warn(`A change event did not reach the gateway (${error.message}): ${url}`));
  };
}

/** A panel request that makes a new document: the content manager's create, or its create-and-publish. */
const CREATES_DOCUMENT = /^\/content-manager\/collection-types\/[^/]+(?:\/actions\/publish)?\/?$/;

/**
 * One audit row per document and action in a request: a localized document's locales change together.
 * A request's rows are written one after another, a creation's first: Strapi announces a create-and-publish's
 * two events side by side (each after a read of its own), so they can arrive the other way round, and the log,
 * newest first, would show the publication before the creation.
 */
function auditPanelEdit(strapi: Core.Strapi, entry: { action: PanelAction; kind: string; itemId: string; label: string }) {
  const ctx = requestOf(strapi);
  if (!ctx || !isPanelRequest(ctx)) return Promise.resolve();
  const state = ctx.state as { auditedEdits?: Set<string>; auditWrites?: Promise<void> };
  const audit = siteService(strapi, 'api::lyceum.audit');
  const actor = actorOf(ctx);
  const createdHere = entry.action === 'publish' && ctx.request.method === 'POST' && CREATES_DOCUMENT.test(ctx.request.path);
  const rows = createdHere ? [{ ...entry, action: 'create' as const }, entry] : [entry];
  state.auditedEdits ??= new Set();
  let written = state.auditWrites ?? Promise.resolve();
  for (const row of rows) {
    const key = `${row.action}:${row.kind}:${row.itemId}`;
    if (state.auditedEdits.has(key)) continue;
    state.auditedEdits.add(key);
    written = written.then(() => audit.record(actor, row));
  }
  // A failed row must not stop the request's later rows; the subscriber still sees its own failure.
  state.auditWrites = written.catch(() => undefined);
  return written;
}
