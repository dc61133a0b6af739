import {
  APPEAL_NUMBER,
  APPEAL_OPEN_STATUSES,
  ROLES,
  appealDue,
  appealDueWindow,
  appealExtendedDeadline,
  can,
  type AppealAction,
  type AppealDetail,
  type AppealDueCounts,
  type AppealExport,
  type AppealLetter,
  type AppealLetterPurpose,
  type AppealLetterToSend,
  type AppealOfficer,
  type AppealRow,
  type InboxQuery,
  type Locale,
} from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import type { Actor } from '../../lyceum/lib/actor';
import { refusal } from '../../lyceum/lib/refusal';
import { oneAtATime } from '../../../lib/one-at-a-time';
import { siteService } from '../../../services';
import { seal, unseal, unsealBytes } from '../../../lib/sealing';
import {
  APPEAL,
  APPEAL_EVENT,
  APPEAL_FILE,
  APPEAL_LETTER,
  APPEAL_NOTE,
  APPEALS_LOCK,
  appealKeys,
  iso,
  openPersonal,
  openReplies,
  type Personal,
} from '../lib/keys';
import { appealRetentionDays, erasesAt, pastRetention } from '../lib/retention';

const USER = 'plugin::users-permissions.user';
/** The roles that may be given appeals: those with the `appeals` permission. */
const OFFICER_ROLES = ROLES.filter((role) => can(role, 'appeals'));

type Moment = string | Date;
interface Stored {
  id: number;
  number: string;
  kind: AppealRow['kind'];
  status: AppealRow['status'];
  lang: Locale;
  receivedAt: Moment;
  deadline: Moment;
  sealed: string;
  fileCount: number;
  mailable: boolean | null;
  assigneeId: number | null;
  extendedAt: Moment | null;
  extendedById: number | null;
  sealedReason: string | null;
  answeredAt: Moment | null;
  answeredById: number | null;
  sealedAnswer: string | null;
  closedAt: Moment | null;
  erasedAt: Moment | null;
}
interface StoredLetter {
  id: number;
  appealId: number;
  purpose: AppealLetterPurpose;
  state: AppealLetter['state'];
  attempts: number;
  error: string | null;
  at: Moment;
  sentAt: Moment | null;
}
/** A letter left `sending` this long was cut short (the gateway's mail server gives up well before): it may be sent again. */
const STALE_SENDING_MS = 2 * 60_000;

/** The open appeals past their deadline, or nearly due (appealDueWindow). */
function dueWhere(due: 'overdue' | 'soon', now: Date) {
  const { overdueBefore, soonUntil } = appealDueWindow(now);
  return {
    status: { $in: [...APPEAL_OPEN_STATUSES] },
    deadline: due === 'overdue' ? { $lt: overdueBefore } : { $gte: overdueBefore, $lte: soonUntil },
  };
}
/** What the list reads of an appeal: never its sealed fields. */
const ROW_COLUMNS = [
  'id',
  'number',
  'kind',
  'status',
  'lang',
  'receivedAt',
  'deadline',
  'fileCount',
  'mailable',
  'assigneeId',
  'extendedAt',
  'erasedAt',
];

const isoOrNull = (value: Moment | null) => (value ? iso(value) : null);
/** A citizen's file opened; one the key cannot open is refused, never handed over empty. */
function openedFile(sealedBytes: string, key: Buffer): Buffer {
  const bytes = unsealBytes(Buffer.from(sealedBytes, 'base64'), key);
  if (!bytes) throw refusal('APPEALS_UNAVAILABLE');
  return bytes;
}

/** The citizen's fields as the officer reads them: empty where erased, or where the key cannot open them. */
const personalFields = (personal: Partial<Personal>): Personal => ({
  name: personal.name ?? '',
  phone: personal.phone ?? '',
  email: personal.email ?? '',
  subject: personal.subject ?? '',
  text: personal.text ?? '',
});

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appeals = () => strapi.db.query(APPEAL);

  /** A change made one at a time, so that an answer is given once and a term extended once. */
  const serialized = oneAtATime(strapi, APPEALS_LOCK);

  async function find(number: string): Promise<Stored> {
    const found = APPEAL_NUMBER.test(number) ? ((await appeals().findOne({ where: { number } })) as Stored | null) : null;
    if (!found) throw refusal('APPEAL_UNKNOWN');
    return found;
  }

  /**
   * The appeal, erased first when it has outlived its retention since the last hourly run: nobody reads or acts past
   * it. The erasure is committed on its own, before any act's transaction, which a refusal would roll back.
   */
  async function current(number: string): Promise<Stored> {
    const found = await find(number);
    const now = new Date();
    if (found.erasedAt || !pastRetention(found, now, appealRetentionDays())) return found;
    await siteService(strapi, 'api::appeal.retention').erasePassed(now, found.id);
    return find(number);
  }

  /** An act on the appeal, one at a time, on the appeal as it stands once its retention is settled. */
  const act = async <T>(number: string, change: () => Promise<T>): Promise<T> => {
    await current(number);
    return serialized(change);
  };

  /** Whatever reads or changes what is personal: refused once it is erased. */
  const refuseErased = (appeal: Stored) => {
    if (appeal.erasedAt) throw refusal('APPEAL_ERASED');
  };

  /** The accounts named by their row ids, as the contract names them: by documentId, with their username. */
  async function accounts(ids: (number | null | undefined)[]): Promise<Map<number, { id: string; username: string }>> {
    const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
    if (!wanted.length) return new Map();
    const users = (await strapi.db.query(USER).findMany({ where: { id: { $in: wanted } }, select: ['id', 'documentId', 'username'] })) as {
      id: number;
      documentId: string;
      username: string;
    }[];
    return new Map(users.map((user) => [user.id, { id: user.documentId, username: user.username }]));
  }

  const rowOf = (appeal: Stored, names: Map<number, { id: string; username: string }>, now: Date): AppealRow => ({
    number: appeal.number,
    kind: appeal.kind,
    status: appeal.status,
    lang: appeal.lang,
    receivedAt: iso(appeal.receivedAt),
    deadline: iso(appeal.deadline),
    extended: appeal.extendedAt !== null,
    due: appealDue(appeal.status, appeal.deadline, now),
    assignee: appeal.assigneeId === null ? null : (names.get(appeal.assigneeId) ?? { id: '', username: '—' }),
    fileCount: appeal.fileCount,
    mailable: appeal.mailable === true,
    erasedAt: isoOrNull(appeal.erasedAt),
  });

  const letterOf = (letter: StoredLetter): AppealLetter => ({
    id: String(letter.id),
    purpose: letter.purpose,
    state: letter.state,
    attempts: letter.attempts,
    error: letter.error,
    at: iso(letter.at),
    sentAt: isoOrNull(letter.sentAt),
  });

  async function record(appeal: Pick<Stored, 'id'>, action: AppealAction, actor: Actor, detail = '') {
    await strapi.db
      .query(APPEAL_EVENT)
      .create({ data: { appealId: appeal.id, action, actorId: actor.id ?? null, actor: actor.username, at: new Date(), detail } });
  }

  /** The appeal opened: its sealed fields opened with the key, its notes, letters and history. */
  async function detailOf(appeal: Stored): Promise<AppealDetail> {
    const { sealing } = appealKeys();
    const where = { appealId: appeal.id };
    const [files, notes, letters, events] = await Promise.all([
      strapi.db.query(APPEAL_FILE).findMany({ where, select: ['position', 'mime', 'size', 'sealedName'], orderBy: [{ position: 'asc' }] }),
      strapi.db.query(APPEAL_NOTE).findMany({ where, orderBy: [{ at: 'asc' }, { id: 'asc' }] }),
      strapi.db.query(APPEAL_LETTER).findMany({ where, orderBy: [{ id: 'asc' }] }),
      strapi.db.query(APPEAL_EVENT).findMany({ where, orderBy: [{ at: 'desc' }, { id: 'desc' }] }),
    ]);
    const names = await accounts([appeal.assigneeId, appeal.extendedById, appeal.answeredById, ...notes.map((note) => note.authorId)]);
    const personal = openPersonal(appeal.sealed, sealing);
    const { extension, answer } = openReplies(appeal, sealing);
    const nameOf = (id: number | null) => (id === null ? '—' : (names.get(id)?.username ?? '—'));
    return {
      ...rowOf(appeal, names, new Date()),
      mailable: Boolean(personal.email),
      ...personalFields(personal),
      files: files.map((file) => ({ position: file.position, name: unseal(file.sealedName, sealing), mime: file.mime, size: file.size })),
      extension: extension && { ...extension, by: nameOf(appeal.extendedById) },
      answer: answer && { ...answer, by: nameOf(appeal.answeredById) },
      notes: notes.map((note) => ({
        id: String(note.id),
        text: unseal(note.sealed, sealing),
        at: iso(note.at),
        by: nameOf(note.authorId),
      })),
      letters: (letters as StoredLetter[]).map(letterOf),
      history: events.map((event) => ({ action: event.action, at: iso(event.at), by: event.actor, detail: event.detail ?? '' })),
      erasesAt:
        appeal.status === 'closed' && appeal.closedAt && !appeal.erasedAt
          ? erasesAt(appeal.closedAt, appealRetentionDays()).toISOString()
          : null,
    };
  }

  const reload = async (appeal: Pick<Stored, 'number'>) => detailOf(await find(appeal.number));

  /** A letter about the appeal to its citizen, when they gave an address: kept as `sending` until the gateway reports. */
  async function letterFor(appeal: Stored, purpose: AppealLetterPurpose): Promise<AppealLetterToSend | null> {
    const { sealing } = appealKeys();
    const personal = openPersonal(appeal.sealed, sealing);
    if (!personal.email) return null;
    const letters = strapi.db.query(APPEAL_LETTER);
    const kept = (await letters.findOne({ where: { appealId: appeal.id, purpose } })) as StoredLetter | null;
    const letter = (
      kept
        ? await letters.update({ where: { id: kept.id }, data: { state: 'sending', at: new Date() } })
        : await letters.create({ data: { appealId: appeal.id, purpose, state: 'sending', attempts: 0, at: new Date() } })
    ) as StoredLetter;
    const replies = openReplies(appeal, sealing);
    const text = (purpose === 'answer' ? replies.answer?.text : replies.extension?.reason) ?? '';
    return {
      id: String(letter.id),
      purpose,
      to: personal.email,
      lang: appeal.lang,
      number: appeal.number,
      text,
      deadline: iso(appeal.deadline),
    };
  }

  async function findLetter(appeal: Stored, letterId: string): Promise<StoredLetter> {
    const letter = /^\d{1,9}$/.test(letterId)
      ? ((await strapi.db.query(APPEAL_LETTER).findOne({ where: { id: Number(letterId), appealId: appeal.id } })) as StoredLetter | null)
      : null;
    if (!letter) throw refusal('APPEAL_LETTER_UNKNOWN');
    return letter;
  }

  const refuseClosed = (appeal: Stored) => {
    refuseErased(appeal);
    if (appeal.status === 'closed') throw refusal('APPEAL_CLOSED');
  };
  const refuseAnswered = (appeal: Stored) => {
    if (appeal.answeredAt) throw refusal('APPEAL_ALREADY_ANSWERED');
  };

  /** Who may be given appeals: the active accounts of the roles with the `appeals` permission. */
  async function officerAccounts() {
    return (await strapi.db.query(USER).findMany({
      where: { role: { type: { $in: OFFICER_ROLES } }, blocked: false, password: { $notNull: true } },
      populate: ['role'],
      orderBy: [{ username: 'asc' }],
    })) as { id: number; documentId: string; username: string; role: { type: AppealOfficer['role'] } }[];
  }
  const officers = async (): Promise<AppealOfficer[]> =>
    (await officerAccounts()).map((user) => ({ id: user.documentId, username: user.username, role: user.role.type }));

  return {
    async list(query: InboxQuery, actor: Actor): Promise<{ rows: AppealRow[]; total: number }> {
      const now = new Date();
      // What has outlived its retention since the last hourly run is listed as erased, not as still kept.
      await siteService(strapi, 'api::appeal.retention').erasePassed(now);
      const where: Record<string, unknown>[] = [];
      if (query.status) where.push({ status: query.status });
      if (query.kind) where.push({ kind: query.kind });
      if (query.lang) where.push({ lang: query.lang });
      if (query.assignee === 'none') where.push({ assigneeId: { $null: true } });
      else if (query.assignee === 'me') where.push({ assigneeId: actor.id ?? -1 });
      else if (query.assignee) {
        const account = (await strapi.db.query(USER).findOne({ where: { documentId: query.assignee }, select: ['id'] })) as {
          id: number;
        } | null;
        where.push({ assigneeId: account?.id ?? -1 });
      }
      if (query.due) where.push(dueWhere(query.due, now));
      const filter = { $and: where };
      const [found, total] = await Promise.all([
        appeals().findMany({
          where: filter,
          select: ROW_COLUMNS,
          orderBy: [{ receivedAt: query.direction === 'ASC' ? 'asc' : 'desc' }, { id: query.direction === 'ASC' ? 'asc' : 'desc' }],
          offset: query.page * query.size,
          limit: query.size,
        }) as Promise<Stored[]>,
        appeals().count({ where: filter }),
      ]);
      const names = await accounts(found.map((appeal) => appeal.assigneeId));
      return { rows: found.map((appeal) => rowOf(appeal, names, now)), total };
    },

    async dueCounts(): Promise<AppealDueCounts> {
      const now = new Date();
      const [overdue, soon] = await Promise.all([
        appeals().count({ where: dueWhere('overdue', now) }),
        appeals().count({ where: dueWhere('soon', now) }),
      ]);
      return { overdue, soon };
    },

    officers,

    /** One appeal, opened: the read is recorded in its history first. */
    async detail(number: string, actor: Actor): Promise<AppealDetail> {
      const appeal = await current(number);
      await record(appeal, 'read', actor);
      return detailOf(appeal);
    },

    /** One of its files, opened: recorded in its history. */
    async file(number: string, position: number, actor: Actor): Promise<{ name: string; mime: string; bytes: Buffer }> {
      const appeal = await current(number);
      refuseErased(appeal);
      const file = Number.isInteger(position)
        ? ((await strapi.db.query(APPEAL_FILE).findOne({ where: { appealId: appeal.id, position } })) as {
            mime: string;
            sealedName: string;
            sealedBytes: string;
          } | null)
        : null;
      if (!file) throw refusal('APPEAL_FILE_UNKNOWN');
      const { sealing } = appealKeys();
      const bytes = openedFile(file.sealedBytes, sealing);
      await record(appeal, 'file', actor, `#${position + 1}`);
      return { name: unseal(file.sealedName, sealing), mime: file.mime, bytes };
    },

    /**
     * What the lyceum holds of the appeal, for the citizen who asks (docs/appeals.md, "Export"): their fields and
     * files, the term, the reason of its extension, the answer and the letters' delivery; not the internal notes.
     * Recorded in its history.
     */
    exportData: (number: string, actor: Actor): Promise<AppealExport> =>
      act(number, async () => {
        const appeal = await find(number);
        refuseErased(appeal);
        const { sealing } = appealKeys();
        const [files, letters] = await Promise.all([
          strapi.db.query(APPEAL_FILE).findMany({ where: { appealId: appeal.id }, orderBy: [{ position: 'asc' }] }),
          strapi.db.query(APPEAL_LETTER).findMany({ where: { appealId: appeal.id }, orderBy: [{ id: 'asc' }] }) as Promise<StoredLetter[]>,
        ]);
        const exported: AppealExport = {
          number: appeal.number,
          kind: appeal.kind,
          status: appeal.status,
          lang: appeal.lang,
          receivedAt: iso(appeal.receivedAt),
          deadline: iso(appeal.deadline),
          closedAt: isoOrNull(appeal.closedAt),
          ...personalFields(openPersonal(appeal.sealed, sealing)),
          files: files.map((file) => ({
            position: file.position,
            name: unseal(file.sealedName, sealing),
            mime: file.mime,
            size: file.size,
            content: openedFile(file.sealedBytes, sealing).toString('base64'),
          })),
          ...openReplies(appeal, sealing),
          letters: letters.map((letter) => ({ purpose: letter.purpose, state: letter.state, sentAt: isoOrNull(letter.sentAt) })),
          exportedAt: new Date().toISOString(),
        };
        await record(appeal, 'export', actor);
        return exported;
      }),

    /** Given to an officer (or to nobody): a new appeal is then in progress. */
    assign: (number: string, assignee: string | null, actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseClosed(appeal);
        const officer = assignee === null ? null : (await officerAccounts()).find((one) => one.documentId === assignee);
        if (officer === undefined) throw refusal('APPEAL_OFFICER_UNKNOWN');
        const status = officer && appeal.status === 'new' ? 'in-progress' : appeal.status;
        await appeals().update({ where: { id: appeal.id }, data: { assigneeId: officer?.id ?? null, status } });
        await record(appeal, 'assign', actor, officer?.username ?? '—');
        return reload(appeal);
      }),

    /**
     * Taken up (`in-progress`: a new appeal, or a closed one that was never answered) or closed (from any status: an
     * answered appeal once the matter is done, or one that needs no answer). An answer stands: an answered appeal is
     * not taken up again.
     */
    setStatus: (number: string, status: 'in-progress' | 'closed', actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseErased(appeal);
        if (appeal.status !== status) {
          if (status === 'in-progress') refuseAnswered(appeal);
          await appeals().update({ where: { id: appeal.id }, data: { status, closedAt: status === 'closed' ? new Date() : null } });
          await record(appeal, 'status', actor, status);
        }
        return reload(appeal);
      }),

    /** An internal note: sealed, never shown to the citizen. */
    note: (number: string, text: string, actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseErased(appeal);
        const { sealing } = appealKeys();
        await strapi.db
          .query(APPEAL_NOTE)
          .create({ data: { appealId: appeal.id, authorId: actor.id ?? null, at: new Date(), sealed: seal(text, sealing) } });
        await record(appeal, 'note', actor);
        return reload(appeal);
      }),

    /**
     * The term extended to a month (docs/appeals.md, "The deadline"), once, before it has passed, with a reason the
     * citizen reads on the status page and is e-mailed.
     */
    extend: (number: string, reason: string, actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseClosed(appeal);
        refuseAnswered(appeal);
        if (appeal.extendedAt) throw refusal('APPEAL_ALREADY_EXTENDED');
        const now = new Date();
        if (new Date(appeal.deadline).getTime() < now.getTime()) throw refusal('APPEAL_EXTENSION_LATE');
        const { sealing } = appealKeys();
        const deadline = appealExtendedDeadline(new Date(appeal.receivedAt));
        const changed = (await appeals().update({
          where: { id: appeal.id },
          data: { deadline, extendedAt: now, extendedById: actor.id ?? null, sealedReason: seal(reason, sealing) },
        })) as Stored;
        await record(appeal, 'extend', actor, deadline.toISOString());
        const letter = await letterFor(changed, 'extension');
        return { detail: await reload(appeal), letter };
      }),

    /** The answer, given once: the citizen reads it on the status page and is e-mailed it. */
    answer: (number: string, text: string, actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseClosed(appeal);
        refuseAnswered(appeal);
        const { sealing } = appealKeys();
        const changed = (await appeals().update({
          where: { id: appeal.id },
          data: { status: 'answered', answeredAt: new Date(), answeredById: actor.id ?? null, sealedAnswer: seal(text, sealing) },
        })) as Stored;
        await record(appeal, 'answer', actor);
        const letter = await letterFor(changed, 'answer');
        return { detail: await reload(appeal), letter };
      }),

    /** A letter handed to the mail server again (one that was refused, or whose sending was cut short). */
    retry: (number: string, letterId: string) =>
      act(number, async () => {
        const appeal = await find(number);
        refuseErased(appeal);
        const letter = await findLetter(appeal, letterId);
        if (letter.state === 'sent') throw refusal('APPEAL_LETTER_SENT');
        // A letter being sent is not sent twice at once; one left `sending` by a send cut short may be.
        if (letter.state === 'sending' && Date.now() - new Date(letter.at).getTime() < STALE_SENDING_MS)
          throw refusal('APPEAL_LETTER_SENDING');
        const toSend = await letterFor(appeal, letter.purpose);
        if (!toSend) throw refusal('APPEAL_LETTER_UNKNOWN');
        return { detail: await reload(appeal), letter: toSend };
      }),

    /** What the mail server made of a letter: recorded on it and in the history. */
    delivered: (number: string, letterId: string, outcome: { sent: boolean; error: string | null }, actor: Actor) =>
      act(number, async () => {
        const appeal = await find(number);
        const letter = await findLetter(appeal, letterId);
        // Only the send under way is reported: a late report never overturns a delivery, or one a retry took over.
        if (letter.state !== 'sending') return reload(appeal);
        const now = new Date();
        await strapi.db.query(APPEAL_LETTER).update({
          where: { id: letter.id },
          data: {
            state: outcome.sent ? 'sent' : 'failed',
            attempts: letter.attempts + 1,
            error: outcome.sent ? null : (outcome.error ?? '').slice(0, 250),
            at: now,
            sentAt: outcome.sent ? now : null,
          },
        });
        await record(appeal, 'letter', actor, `${letter.purpose}: ${outcome.sent ? 'sent' : 'failed'}`);
        return reload(appeal);
      }),
  };
};
