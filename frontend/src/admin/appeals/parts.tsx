import type { AppealDue, AppealStatus } from '@lyceum/contract/appeal';
import type { AppealRow } from '@lyceum/contract/api/appeal-inbox';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { DANGER } from '../../ui/danger';
import { theme } from '../../ui/theme';
import { useUiLang } from '../messages/useUiLang';
import { ErrorText, FieldLabel, HintText } from '../ui/kit';
import { Pill, TONES, type Tone } from '../ui/Pill';
import { formatTashkent, formatTashkentDay } from '../ui/tashkentTime';

/** Each status's tone: the words say it, the colour repeats it (and stays apart from the due marks' amber and red). */
const STATUS_TONE = { new: 'info', 'in-progress': 'quiet', answered: 'good', closed: 'quiet' } as const satisfies Record<
  AppealStatus,
  Tone
>;

function StatusBadge({ status }: { status: AppealStatus }) {
  const { t } = useUiLang();
  return (
    <Pill $tone={STATUS_TONE[status]} data-appeal-status={status}>
      {t.appeals.statuses[status]}
    </Pill>
  );
}

/** Overdue in the errors' red, nearly due in amber: dark words on a light fill, AA both; the words are the mark. */
const Mark = styled(Pill)<{ $due: AppealDue }>`
  ${(p) => (p.$due === 'overdue' ? `color: ${DANGER}; background: ${TONES.bad.background};` : '')}
`;

export function DueMark({ due }: { due: AppealDue | null }) {
  const { t } = useUiLang();
  if (!due) return null;
  return (
    <Mark $tone="warning" $due={due} data-due={due}>
      {t.appeals.due[due]}
    </Mark>
  );
}

/** An appeal's status, and beside it whether its personal data was erased after its retention period. */
export function StatusMarks({ appeal }: { appeal: Pick<AppealRow, 'status' | 'erasedAt'> }) {
  const { t } = useUiLang();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem' }}>
      <StatusBadge status={appeal.status} />
      {appeal.erasedAt && (
        <Pill $tone="quiet" data-erased>
          {t.appeals.erasedMark}
        </Pill>
      )}
    </span>
  );
}

const Moment = ({ iso, text }: { iso: string; text: string }) => <time dateTime={iso}>{text}</time>;

/**
 * A time that may wrap between its day and its clock where a table's rows stack (kit.tsx's Table keeps a time on one
 * line, which a phone's stacked row has too little room for).
 */
const Wrapping = styled.time`
  @container (max-width: 45rem) {
    && {
      white-space: normal;
    }
  }
  > span {
    white-space: nowrap;
  }
`;

/** An instant in Tashkent time, in the admin's language. */
export function At({ iso }: { iso: string }) {
  const { lang } = useUiLang();
  const text = formatTashkent(iso, lang);
  const cut = text.lastIndexOf(' ');
  return (
    <Wrapping dateTime={iso}>
      {cut > 0 ? (
        <>
          <span>{text.slice(0, cut)}</span> <span>{text.slice(cut + 1)}</span>
        </>
      ) : (
        text
      )}
    </Wrapping>
  );
}

/** A text that names an appeal, its number kept on one line (`2026-00042` would break at its dash). */
export function Numbered({ text, number }: { text: string; number: string }) {
  const at = number ? text.indexOf(number) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{number}</span>
      {text.slice(at + number.length)}
    </>
  );
}

/** A deadline: the last day an answer may be given (the end of that Tashkent day), its mark, and whether it was extended. */
export function Deadline({ appeal }: { appeal: Pick<AppealRow, 'deadline' | 'due' | 'extended'> }) {
  const { lang, t } = useUiLang();
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: '0.25rem 0.5rem', alignItems: 'baseline' }}>
      <Moment iso={appeal.deadline} text={formatTashkentDay(appeal.deadline, lang)} />
      <DueMark due={appeal.due} />
      {appeal.extended && <HintText data-extended>({t.appeals.extended})</HintText>}
    </span>
  );
}

/** A list of facts: each name beside its value, the value under it where the page is narrow. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 0.4rem 1rem;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @container (max-width: 30rem) {
    grid-template-columns: minmax(0, 1fr);
    gap: 0.1rem;
    dd {
      margin-bottom: 0.5rem;
    }
  }
`;

/** Facts of an appeal, or of a year's appeals, named. */
export function FactList({ items }: { items: [string, ReactNode][] }) {
  return (
    <Facts>
      {items.map(([name, value]) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/** What a citizen or an officer wrote: plain text as it was typed, its line breaks kept, never read as HTML. */
export const Written = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  margin: 0.5rem 0 0;
  padding: 0.75rem;
  background: ${theme.surface};
  border-inline-start: 4px solid ${theme.green};
`;

interface LongTextProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  hint?: ReactNode;
  error?: string;
  rows?: number;
}

/**
 * A labelled textarea with its hint, its count of characters against the most it takes, and its refusal, which
 * assistive technology reads with it; named by its label alone.
 */
export function LongText({ label, value, onChange, max, hint, error, rows = 5 }: LongTextProps) {
  const { t } = useUiLang();
  const id = useId();
  const described = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <FieldLabel as="div">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        maxLength={max}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      <HintText id={`${id}-count`} style={{ textAlign: 'end' }}>
        <span className="visually-hidden">{t.appeals.characters}: </span>
        {value.length} / {max}
      </HintText>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </FieldLabel>
  );
}
