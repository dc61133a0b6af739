import type { PublicationStatus } from '@lyceum/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TIME_SLOT } from '../messages/lists';
import { useUiLang } from '../messages/useUiLang';
import { Pill } from './Pill';
import { formatTashkent } from './tashkentTime';

/** Where an item of an edited kind stands, as the admin API reads it (the contract's `adminStanding`). */
export interface ItemStanding {
  status: PublicationStatus;
  publishedAt: string | null;
  updatedAt: string;
  scheduledAt: string | null;
  /** The account that created it (an author edits their own only). */
  owner: string | null;
}

const TONE = { scheduled: 'good', draft: 'warning', changed: 'info', published: 'quiet' } as const;

const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
`;

/** The words around a time (`since …`, `… da chop etiladi`): they may wrap, the time itself (kit.tsx's Table) not. */
function Said({ phrase, time }: { phrase: string; time: ReactNode }) {
  const [before, after] = phrase.split(TIME_SLOT);
  return (
    <span>
      {before}
      {time}
      {after}
    </span>
  );
}

/**
 * An item's state and its one time that matters, in the admin's language and Tashkent time: scheduled for when, a
 * draft (or unpublished changes) since when, published when. `publishedTime` is the kind's own publication time where it
 * shows one to visitors (news); otherwise the time its published version went out.
 */
export function Standing({ item, publishedTime }: { item: ItemStanding; publishedTime?: string }) {
  const { lang, t } = useUiLang();
  const words = t.lists;
  const named = { scheduled: t.schedule.scheduled, published: words.published, draft: t.drafts.draft, changed: t.drafts.changed };
  const [state, at, phrase] = item.scheduledAt
    ? (['scheduled', item.scheduledAt, words.scheduledFor] as const)
    : item.status === 'published'
      ? (['published', publishedTime ?? item.publishedAt, TIME_SLOT] as const)
      : ([item.status, item.updatedAt, words.since] as const);
  return (
    <Cell data-status={state}>
      <Pill $tone={TONE[state]}>{named[state]}</Pill>
      {at && <Said phrase={phrase} time={<time dateTime={at}>{formatTashkent(at, lang)}</time>} />}
    </Cell>
  );
}
