import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useUiLang } from '../messages/useUiLang';
import { Actions, Button } from './kit';
import { DANGER } from '../../ui/danger';
import { theme } from '../../ui/theme';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  button {
    padding: 0.35rem 0.8rem;
    border-radius: 999px;
    border: 1px solid ${theme.border};
    background: #fff;
    color: ${theme.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    border-color: ${theme.green};
    background: ${theme.greenLight};
  }
  button[aria-current='step'] {
    background: ${theme.green};
    border-color: ${theme.green};
    color: #fff;
    font-weight: 700;
  }
  /* A step with refused fields: a red ring and a mark, and its words say so to a screen reader. */
  button[data-invalid] {
    border: 2px solid ${DANGER};
  }
  button[data-invalid]::after {
    content: '!' / '';
    display: inline-block;
    margin-inline-start: 0.4rem;
    width: 1.2em;
    border-radius: 50%;
    background: ${DANGER};
    color: #fff;
    font-weight: 700;
    text-align: center;
  }
`;

/**
 * A wizard's steps, each a button that goes straight to it (Previous and Next still walk them one by one); `invalid`,
 * the steps whose fields were refused, marked so that the editor sees where to go.
 */
export function Steps({
  labels,
  current,
  onSelect,
  invalid = [],
}: {
  labels: string[];
  current: number;
  onSelect: (step: number) => void;
  invalid?: readonly number[];
}) {
  const { t } = useUiLang();
  return (
    <List aria-label={t.wizard.steps}>
      {labels.map((label, index) => (
        <li key={label}>
          <button
            type="button"
            aria-current={index === current ? 'step' : undefined}
            data-invalid={invalid.includes(index) || undefined}
            onClick={() => onSelect(index)}
          >
            {index + 1}. {label}
            {invalid.includes(index) && <span className="visually-hidden">({t.wizard.needsFixing})</span>}
          </button>
        </li>
      ))}
    </List>
  );
}

/**
 * A wizard's Previous button, and Next, or (`children`, its last step's) the buttons that take Next's place, in the
 * admin's language.
 */
export function WizardNav({ onPrevious, onNext, children }: { onPrevious: () => void; onNext?: () => void; children?: ReactNode }) {
  const { t } = useUiLang();
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onPrevious}>
        {t.list.previous}
      </Button>
      {children ?? (
        <Button type="button" onClick={onNext}>
          {t.list.next}
        </Button>
      )}
    </Actions>
  );
}
