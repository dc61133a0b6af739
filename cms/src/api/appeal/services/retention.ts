import type { Core } from '@strapi/strapi';
import { oneAtATime } from '../../../lib/one-at-a-time';
import { APPEAL, APPEAL_EVENT, APPEAL_FILE, APPEAL_NOTE, APPEALS_LOCK } from '../lib/keys';
import { appealRetentionDays, retentionCutoff } from '../lib/retention';

/**
 * The retention of appeals' personal data (docs/appeals.md, "Retention"): once a closed appeal has stayed closed for
 * APPEALS_RETENTION_DAYS, its citizen's fields and files, its receipt code and counting keys, the notes, the
 * extension's reason and the answer are erased. What is left is nothing personal: the number, kind, status, language,
 * dates, the letters' delivery states and the history, which the statistics count.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const serialized = oneAtATime(strapi, APPEALS_LOCK);

  return {
    /**
     * Erases every closed appeal past its retention, or only the one `id`; answers how many were erased. Looked for
     * first without the lock, so that a call with nothing to erase (the inbox's list asks at every read) costs one
     * indexed read; what is found is looked for again under it.
     */
    async erasePassed(now: Date = new Date(), id?: number): Promise<number> {
      const where = {
        status: 'closed',
        closedAt: { $lt: retentionCutoff(now, appealRetentionDays()) },
        erasedAt: { $null: true },
        ...(id === undefined ? {} : { id }),
      };
      const passed = () => strapi.db.query(APPEAL).findMany({ where, select: ['id'] }) as Promise<{ id: number }[]>;
      if (!(await passed()).length) return 0;
      return serialized(async () => {
        const ids = (await passed()).map((appeal) => appeal.id);
        if (!ids.length) return 0;
        await strapi.db.query(APPEAL).updateMany({
          where: { id: { $in: ids } },
          data: {
            sealed: '',
            codeHash: '',
            phoneKey: '',
            sourceKey: '',
            mailable: false,
            fileCount: 0,
            sealedReason: null,
            sealedAnswer: null,
            erasedAt: now,
          },
        });
        await strapi.db.query(APPEAL_FILE).deleteMany({ where: { appealId: { $in: ids } } });
        await strapi.db.query(APPEAL_NOTE).deleteMany({ where: { appealId: { $in: ids } } });
        await strapi.db
          .query(APPEAL_EVENT)
          .createMany({ data: ids.map((appealId) => ({ appealId, action: 'erase', actorId: null, actor: '—', at: now, detail: '' })) });
        return ids.length;
      });
    },
  };
};
