import type { TelegramItemState, TelegramPostState } from '@lyceum/contract/api/telegram';
import type { TelegramTexts } from '../messages/telegram';

/** One line of a news item's Telegram column: a language's post, in the admin's language, with Telegram's reason. */
export interface TelegramLine {
  lang: string;
  state: TelegramPostState | 'off' | 'none';
  text: string;
  /** The editor can send it again. */
  retry: boolean;
}

const RETRIED: ReadonlySet<TelegramPostState> = new Set(['failed', 'unknown', 'not-removable']);

/** The states of an item's posts as the news list shows them: off, not posted, or each language's. */
export function telegramLines(state: TelegramItemState | undefined, t: TelegramTexts): TelegramLine[] {
  if (!state || (!state.posts.length && state.posting)) return [{ lang: '', state: 'none', text: t.notPosted, retry: false }];
  if (!state.posts.length) return [{ lang: '', state: 'off', text: t.off, retry: false }];
  return state.posts.map((post) => ({
    lang: post.lang,
    state: post.state,
    // A post still waiting says why once a try has failed (Telegram out of reach, a wait it asked for).
    text: `${post.lang.toUpperCase()}: ${t.states[post.state]}${post.reason && post.state !== 'unknown' ? ` (${post.reason})` : ''}`,
    retry: RETRIED.has(post.state),
  }));
}
