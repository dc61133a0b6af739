import type { Core } from '@strapi/strapi';
import type appeal from './api/appeal/services/appeal';
import type inbox from './api/appeal/services/inbox';
import type retention from './api/appeal/services/retention';
import type statistics from './api/appeal/services/statistics';
import type audit from './api/lyceum/services/audit';
import type lyceum from './api/lyceum/services/lyceum';
import type review from './api/lyceum/services/review';
import type revisions from './api/lyceum/services/revisions';
import type schedule from './api/lyceum/services/schedule';
import type trash from './api/lyceum/services/trash';
import type uploadStore from './api/upload-store/services/upload-store';

/** The site's own Strapi services by uid, each typed as its factory makes it. */
interface SiteServices {
  'api::appeal.appeal': ReturnType<typeof appeal>;
  'api::appeal.inbox': ReturnType<typeof inbox>;
  'api::appeal.retention': ReturnType<typeof retention>;
  'api::appeal.statistics': ReturnType<typeof statistics>;
  'api::lyceum.audit': ReturnType<typeof audit>;
  'api::lyceum.lyceum': ReturnType<typeof lyceum>;
  'api::lyceum.review': ReturnType<typeof review>;
  'api::lyceum.revisions': ReturnType<typeof revisions>;
  'api::lyceum.schedule': ReturnType<typeof schedule>;
  'api::lyceum.trash': ReturnType<typeof trash>;
  'api::upload-store.upload-store': ReturnType<typeof uploadStore>;
}

/** A content type's uid as the Document Service takes it, for a uid the site knows only at run time. */
export type AnyUid = Parameters<Core.Strapi['documents']>[0];

/**
 * The documents of a kind with Draft & Publish, by a uid known only at run time (ResolvedKind.drafts says which kinds
 * have drafts): Strapi's generated types offer `publish` only on a uid they know has Draft & Publish.
 */
interface DraftDocuments {
  findOne(params: { documentId: string; status: 'draft'; locale?: string }): Promise<Record<string, unknown> | null>;
  publish(params: { documentId: string; locale?: string }): Promise<unknown>;
}

export const draftDocuments = (strapi: Core.Strapi, uid: string) => strapi.documents(uid as AnyUid) as unknown as DraftDocuments;

/**
 * One of the site's services, typed: Strapi's registry hands every service out as its generic service type, so the
 * cast between the two is made here, once, rather than at each call.
 */
export const siteService = <U extends keyof SiteServices>(strapi: Core.Strapi, uid: U): SiteServices[U] =>
  strapi.service(uid) as unknown as SiteServices[U];
