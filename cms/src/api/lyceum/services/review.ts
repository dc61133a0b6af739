import type { Core } from '@strapi/strapi';
import { isDraftingKind, type ItemReview, type KindName, type ReviewState } from '@lyceum/contract';
import type { Actor } from '../lib/actor';
import { refusal } from '../lib/refusal';
import { resolveKind, uidOf, type ResolvedKind } from './kinds';
import { siteService } from '../../../services';

export const REVIEW = 'api::item-review.item-review';

type Row = {
  id: number;
  kind: KindName;
  itemId: string;
  label: string | null;
  owner: string;
  ownerId: number | null;
  state: ReviewState;
  submittedAt: string | null;
  comment: string | null;
  reviewer: string | null;
  decidedAt: string | null;
};

/** Who reads reviews: an author reads their own items' only (`ownerId`), an editor every one. */
export interface Reader {
  ownerId?: number;
}

/** What a save did, as its review follows it. */
interface Saved {
  created: boolean;
  draft: boolean;
  review: boolean;
  label: string;
}

/** The states of the queue: an editor's are the open ones, an author's every one of theirs but a publication. */
const OPEN: ReviewState[] = ['submitted', 'returned', 'scheduled'];
const AUTHORS: ReviewState[] = ['draft', ...OPEN];
/** The most items the queue lists: a lyceum's open reviews are a handful. */
const LISTED = 200;

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
const view = (row: Row, menu: string | null = null): ItemReview => ({
  kind: row.kind as ItemReview['kind'],
  id: row.itemId,
  menu,
  title: row.label ?? '',
  state: row.state,
  owner: row.owner,
  submittedAt: iso(row.submittedAt),
  comment: row.comment ?? '',
  reviewer: row.reviewer ?? '',
  decidedAt: iso(row.decidedAt),
});

/**
 * The review of drafts (docs/editorial-workflow.md, "Review"): one row per item of a drafting kind, made by the save
 * that creates it, naming who drafted it (an author edits their own items only) and where its review stands. Strapi's
 * own review workflows are an Enterprise feature; this one lives in the site's write route, each change in the
 * transaction of the save, schedule or publication that makes it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REVIEW);
  const audit = () => siteService(strapi, 'api::lyceum.audit');
  const find = async (kind: string, itemId: string) => (await rows().findOne({ where: { kind, itemId } })) as Row | null;

  /** The reviews whose item is still there (not in the trash), a page text's with its menu item (where it is edited). */
  async function present(found: Row[]): Promise<ItemReview[]> {
    const kept = new Map<string, string | null>();
    for (const kind of new Set(found.map((row) => row.kind))) {
      const ids = found.filter((row) => row.kind === kind).map((row) => row.itemId);
      const select = kind === 'page-text' ? ['documentId', 'menuId'] : ['documentId'];
      const docs = (await strapi.db.query(uidOf(kind)).findMany({ where: { documentId: { $in: ids } }, select })) as {
        documentId: string;
        menuId?: string;
      }[];
      for (const doc of docs) kept.set(`${kind}/${doc.documentId}`, doc.menuId ?? null);
    }
    return found.flatMap((row) => {
      const key = `${row.kind}/${row.itemId}`;
      return kept.has(key) ? [view(row, kept.get(key))] : [];
    });
  }

  return {
    /**
     * Inside a save's transaction. A new item is owned by whoever saved it; `review` submits the draft (its last
     * comment answered); a publication settles the review; a draft saved after a publication is a draft again. Any
     * other draft save leaves the review where it stands (a submitted draft is reviewed as it is last saved). A page
     * text is edited by menu group, not by owner: its review answers whoever submitted it last.
     */
    async follow(kind: ResolvedKind, itemId: string, actor: Actor, saved: Saved): Promise<void> {
      if (!isDraftingKind(kind.name)) return;
      const row = await find(kind.name, itemId);
      const now = new Date().toISOString();
      const state: ReviewState | undefined = !saved.draft
        ? 'published'
        : saved.review
          ? 'submitted'
          : row?.state === 'published' || !row
            ? 'draft'
            : undefined;
      const decided = state === 'published' ? { reviewer: actor.username, decidedAt: now } : { reviewer: null, decidedAt: null };
      const data = {
        label: saved.label.slice(0, 255),
        ...(state && { state, comment: null, ...decided }),
        ...(saved.review && { submittedAt: now }),
        ...(saved.review && kind.name === 'page-text' && { owner: actor.username, ownerId: actor.id ?? null }),
      };
      if (row) await rows().update({ where: { id: row.id }, data });
      else if (saved.created || saved.review) {
        await rows().create({
          data: { kind: kind.name, itemId, owner: actor.username, ownerId: actor.id ?? null, state: 'draft', ...data },
        });
      }
    },

    /**
     * Inside a schedule's or a publication's transaction: the editor's decision, and their name. A schedule decides a
     * draft under review only (an editor's own scheduled draft is no review's); a publication settles any.
     */
    async decide(kind: ResolvedKind, itemId: string, actor: Actor, state: 'scheduled' | 'published'): Promise<void> {
      await rows().updateMany({
        where: { kind: kind.name, itemId, ...(state === 'scheduled' && { state: { $in: ['submitted', 'returned'] } }) },
        data: { state, comment: null, reviewer: actor.username, decidedAt: new Date().toISOString() },
      });
    },

    /** A cancelled schedule of a reviewed draft: it waits in the queue again. */
    async undecide(kind: ResolvedKind, itemId: string): Promise<void> {
      await rows().updateMany({
        where: { kind: kind.name, itemId, state: 'scheduled' },
        data: { state: 'submitted', reviewer: null, decidedAt: null },
      });
    },

    /** An editor returns a submitted draft to its author with a comment. */
    async giveBack(kindName: unknown, itemId: string, actor: Actor, comment: string): Promise<ItemReview> {
      const kind = resolveKind(kindName);
      return strapi.db.transaction(async () => {
        const row = await find(kind.name, itemId);
        const decided = { state: 'returned' as const, comment, reviewer: actor.username, decidedAt: new Date().toISOString() };
        // A draft in the trash waits for nobody.
        const [returned] = row?.state === 'submitted' ? await present([{ ...row, ...decided }]) : [];
        // Taken only while it still waits: a publication or a return made meanwhile wins (PostgreSQL runs them at once).
        const taken = row && returned ? await rows().updateMany({ where: { id: row.id, state: 'submitted' }, data: decided }) : { count: 0 };
        if (!row || !taken.count) throw refusal('REVIEW_NOT_PENDING');
        await audit().record(actor, { action: 'return', kind: kind.name, itemId, label: row.label ?? '' });
        return returned;
      });
    },

    /** The queue (contract's reviewQueue): the items a reader follows, those waiting first, then the newest. */
    async queue(reader: Reader): Promise<{ items: ItemReview[]; pending: number }> {
      const own = reader.ownerId !== undefined;
      const mine = own ? { ownerId: reader.ownerId } : {};
      const waiting: ReviewState = own ? 'returned' : 'submitted';
      const listed = async (states: ReviewState[], limit?: number) =>
        present(
          (await rows().findMany({
            where: { state: { $in: states }, ...mine },
            orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
            ...(limit && { limit }),
          })) as Row[],
        );
      // Counted whole, however long the list (a draft in the trash waits for nobody).
      const pending = (await listed([waiting])).length;
      const items = (await listed(own ? AUTHORS : OPEN, LISTED)).sort((a, b) => Number(b.state === waiting) - Number(a.state === waiting));
      return { items, pending };
    },

    /** One item's review, if it has one the reader may see. */
    async of(kindName: unknown, itemId: string, reader: Reader): Promise<ItemReview | null> {
      const row = await find(resolveKind(kindName).name, itemId);
      if (!row || (reader.ownerId !== undefined && row.ownerId !== reader.ownerId)) return null;
      return (await present([row]))[0] ?? null;
    },

    /** The username that created each of these items of a kind, by id (items without a review are left out). */
    async owners(kindName: unknown, itemIds: string[]): Promise<Record<string, string>> {
      if (!itemIds.length) return {};
      const found = (await rows().findMany({
        where: { kind: resolveKind(kindName).name, itemId: { $in: itemIds } },
        select: ['itemId', 'owner'],
      })) as Pick<Row, 'itemId' | 'owner'>[];
      return Object.fromEntries(found.map((row) => [row.itemId, row.owner]));
    },

    /** The account that drafted an item (none for an item older than reviews, or the seed's). */
    async ownerOf(kind: ResolvedKind, itemId: string): Promise<number | null> {
      return (await find(kind.name, itemId))?.ownerId ?? null;
    },

    /** An item gone for good takes its review with it. */
    async forget(kind: string, itemId: string): Promise<void> {
      await rows().deleteMany({ where: { kind, itemId } });
    },
  };
};
