import type { TelegramItemState } from '@lyceum/contract/api/telegram';
import styled from 'styled-components';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';
import { Button } from '../ui/kit';
import { telegramApi } from '../telegram/telegramApi';
import { telegramLines } from './telegramState';

/** Dark text on light fills, 4.5:1 and more: done, to do, and what needs the editor. */
const COLORS = {
  good: { color: '#0f4d1f', background: '#e6f4ea' },
  pending: { color: '#1e3a5f', background: '#e3f0ff' },
  bad: { color: '#7a1010', background: '#fdecea' },
  quiet: { color: '#3d3d3d', background: '#f1f1f1' },
};
const TONE = {
  posted: 'good',
  removed: 'good',
  waiting: 'pending',
  sending: 'pending',
  failed: 'bad',
  unknown: 'bad',
  'not-removable': 'bad',
  idle: 'quiet',
  off: 'quiet',
  none: 'quiet',
} as const;

const Line = styled.span<{ $tone: keyof typeof COLORS }>`
  display: inline-block;
  margin: 0.1rem 0.25rem 0.1rem 0;
  padding: 0.1rem 0.5rem;
  border-radius: 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  overflow-wrap: anywhere;
  color: ${(p) => COLORS[p.$tone].color};
  background: ${(p) => COLORS[p.$tone].background};
  border: 1px solid currentColor;
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
      {lines.some((line) => line.retry) && (
        <Button type="button" $variant="secondary" onClick={retry} aria-label={`${t.retry}: ${name}`}>
          {t.retry}
        </Button>
      )}
    </>
  );
}
