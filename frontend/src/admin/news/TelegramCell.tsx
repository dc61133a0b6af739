import type { TelegramItemState } from '@lyceum/contract/api/telegram';
import styled from 'styled-components';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';
import { Button, HintText } from '../ui/kit';
import { Pill, type Tone } from '../ui/Pill';
import { telegramApi } from '../telegram/telegramApi';
import { telegramLines } from './telegramState';

/** Each post state's tone: done, to do, and what needs the editor. */
const TONE = {
  posted: 'good',
  removed: 'good',
  waiting: 'info',
  sending: 'info',
  failed: 'bad',
  unknown: 'bad',
  'not-removable': 'bad',
  idle: 'quiet',
  off: 'quiet',
  none: 'quiet',
} as const satisfies Record<string, Tone>;

/** A post's state: its words kept whole, as every state's (Pill), so its column is as wide as its longest word. */
const Line = styled(Pill)`
  margin: 0.1rem 0.25rem 0.1rem 0;
`;

/** A news item's Telegram posts in the list, with a retry when one failed, is unknown or could not be removed. */
export function TelegramCell({
  id,
  name,
  state,
  onChange,
}: {
  id: string;
  name: string;
  state: TelegramItemState | undefined;
  onChange: () => void;
}) {
  const ui = useUiLang();
  const t = ui.t.telegram;
  const lines = telegramLines(state, t);
  const retry = () => void saveWithToast(ui, () => telegramApi.retry(id), { saved: t.retried }).then((stored) => stored && onChange());
  return (
    <>
      {lines.map((line) => (
        <Line
          key={line.lang || line.state}
          $tone={TONE[line.state]}
          data-telegram={line.state}
          title={line.state === 'unknown' ? t.unknownHint : undefined}
        >
          {line.text}
        </Line>
      ))}
      {state?.by && state.posts.length > 0 && (
        <HintText data-telegram-by>
          {/* The name is content: the admin's language does not govern it. */}
          <span data-content>{t.by(state.by)}</span>
        </HintText>
      )}
      {lines.some((line) => line.retry) && (
        <Button type="button" $variant="secondary" onClick={retry} aria-label={`${t.retry}: ${name}`}>
          {t.retry}
        </Button>
      )}
    </>
  );
}
