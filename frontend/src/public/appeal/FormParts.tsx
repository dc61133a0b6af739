import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { DANGER } from '../../ui/danger';
import { theme } from '../../ui/theme';

/*
 * The reception's forms' parts (the visitor pages have no other forms than the search box): labelled fields with
 * their hint and problem tied to the control (aria-describedby), the error summary, the button. Both forms post
 * without JavaScript; the appeal form's island sends it with the same parts.
 */

/* Each column as wide as the page allows, never its widest content's (a file field's own text): nothing scrolls sideways. */
export const FormBox = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  max-width: 40rem;
  margin: 1.5rem 0;
  min-width: 0;
  & :is(input[type='text'], input[type='tel'], input[type='email'], textarea) {
    display: block;
    width: 100%;
    padding: 0.5rem 0.6rem;
    font: inherit;
    color: ${theme.text};
    background: #fff;
    border: 1px solid ${theme.muted};
    border-radius: 4px;
  }
  & :is(input[type='text'], input[type='tel'], input[type='email'], textarea)[aria-invalid='true'] {
    border: 2px solid ${DANGER};
  }
  textarea {
    min-height: 12rem;
    resize: vertical;
  }
  input[type='file'] {
    max-width: 100%;
    font: inherit;
  }
`;

const Box = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  min-width: 0;
  label {
    font-weight: 600;
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${theme.muted};
  font-size: 0.9rem;
`;

const ProblemText = styled.p`
  margin: 0;
  color: ${DANGER};
  font-weight: 600;
`;

const Mark = () => <span aria-hidden="true"> *</span>;

/** What a field's control is given: its id, its hint and problem as its description, and its state. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  problem?: string;
  /** Shown under the control, and read with its description (the text's counter). */
  after?: { id: string; node: ReactNode };
  children: (control: ControlProps) => ReactNode;
}

/** A labelled field: its label (with the required mark), hint and problem above the control, which they describe. */
export function Field({ id, label, required, hint, problem, after, children }: FieldProps) {
  return (
    <Box>
      <label htmlFor={id}>
        {label}
        {required && <Mark />}
      </label>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {problem && <ProblemText id={`${id}-problem`}>{problem}</ProblemText>}
      {children({
        id,
        'aria-describedby': describedBy(hint && `${id}-hint`, problem && `${id}-problem`, after?.id),
        ...(problem && { 'aria-invalid': true as const }),
        ...(required && { required }),
      })}
      {after?.node}
    </Box>
  );
}

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.35rem;
  legend {
    padding: 0;
    margin-bottom: 0.35rem;
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 400;
    min-height: 2.75rem;
  }
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    flex: none;
    accent-color: ${theme.green};
  }
  &[aria-invalid='true'] {
    border: 0;
    border-left: 4px solid ${DANGER};
    padding-left: 0.75rem;
  }
`;

interface ChoicesProps {
  /** The first choice's id: where the error summary leads. */
  id: string;
  name: string;
  legend: string;
  choices: { value: string; label: string }[];
  checked?: string;
  problem?: string;
}

/** One of a few choices: radio buttons in a group named by its legend, its problem read with it. */
export function Choices({ id, name, legend, choices, checked, problem }: ChoicesProps) {
  const problemId = `${id}-problem`;
  return (
    <Group role="radiogroup" aria-required aria-invalid={problem ? true : undefined} aria-describedby={problem ? problemId : undefined}>
      <legend>
        {legend}
        <Mark />
      </legend>
      {problem && <ProblemText id={problemId}>{problem}</ProblemText>}
      {choices.map((choice, index) => {
        const choiceId = index === 0 ? id : `${id}-${choice.value}`;
        return (
          <label key={choice.value} htmlFor={choiceId}>
            <input type="radio" id={choiceId} name={name} value={choice.value} defaultChecked={choice.value === checked} required />
            {choice.label}
          </label>
        );
      })}
    </Group>
  );
}

const Tick = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 0.6rem;
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    flex: none;
    accent-color: ${theme.green};
  }
  label {
    font-weight: 400;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${DANGER};
    outline-offset: 2px;
  }
`;

/** A box to tick, its label beside it and its problem above. */
export function Checkbox({
  id,
  name,
  label,
  problem,
  checked,
}: {
  id: string;
  name: string;
  label: string;
  problem?: string;
  /** Ticked already (as the visitor left it before a refusal). */
  checked?: boolean;
}) {
  return (
    <Box>
      {problem && <ProblemText id={`${id}-problem`}>{problem}</ProblemText>}
      <Tick>
        <input
          type="checkbox"
          id={id}
          name={name}
          value="on"
          defaultChecked={checked}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <label htmlFor={id}>
          {label}
          <Mark />
        </label>
      </Tick>
    </Box>
  );
}

export const SubmitButton = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: 0.5rem 1.5rem;
  font: inherit;
  font-weight: 600;
  color: #fff;
  background: ${theme.green};
  border: 1px solid ${theme.green};
  border-radius: 4px;
  cursor: pointer;
  &:hover {
    background: ${theme.greenDark};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

const Summary = styled.div`
  padding: 1rem 1.25rem;
  border: 3px solid ${DANGER};
  border-radius: 6px;
  background: #fff;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
    color: ${DANGER};
  }
  p {
    margin: 0.25rem 0;
  }
  ul {
    margin: 0.25rem 0 0;
    padding-left: 1.25rem;
  }
  a {
    color: ${DANGER};
    font-weight: 600;
  }
`;

interface SummaryProps {
  title: string;
  /** What names no field. */
  general?: string;
  /** Each field's problem, leading to the field. */
  items: { id: string; text: string }[];
  /** Said last: what the visitor must do beyond the fields (choose the files again). */
  note?: string;
  /** Moves the focus to the field itself (the browser's jump to it only scrolls). */
  onJump?: (id: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/** What is wrong with the form, at its top: announced, and each problem a link to its field. */
export function ErrorSummary({ title, general, items, note, onJump, ref }: SummaryProps) {
  return (
    <Summary role="alert" tabIndex={-1} ref={ref}>
      <h2>{title}</h2>
      {general && <p>{general}</p>}
      {items.length > 0 && (
        <ul>
          {items.map(({ id, text }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                onClick={
                  onJump &&
                  ((event) => {
                    event.preventDefault();
                    onJump(id);
                  })
                }
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      )}
      {note && <p>{note}</p>}
    </Summary>
  );
}
