import { useId, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '../auth/AuthContext';
import { useUiLang } from '../messages/useUiLang';
import { Button, ErrorText, FieldLabel, SwitchLabel } from './kit';
import { WizardNav } from './Steps';
import { formatTashkent, fromTashkentInput, toTashkentInput } from './tashkentTime';

/**
 * How the wizard's save publishes: at once, by itself at a Tashkent time, or not at all (a draft); an author's save
 * publishes never, and submits the draft for review or keeps it.
 */
type Choice = 'now' | 'later' | 'draft' | 'review';
const EDITORS: readonly Choice[] = ['now', 'later', 'draft'];
const AUTHORS: readonly Choice[] = ['review', 'draft'];

/** How a save stores: a draft or published, and a draft submitted for review (docs/editorial-workflow.md, "Review"). */
export interface SaveAs {
  draft: boolean;
  review?: boolean;
}

/** What a save is asked to do, and the instant (with its offset) its draft goes out by itself. */
export interface Publishing extends SaveAs {
  publishAt?: string;
}

const Choices = styled.fieldset`
  display: grid;
  gap: 0.25rem;
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  border: 1px solid #c9d1d9;
  border-radius: 6px;
  legend {
    padding: 0 0.3rem;
    font-weight: 700;
  }
`;

interface Props {
  /** The item's current scheduled publication, if any: the choice starts at it. */
  scheduledAt: string | null | undefined;
  onPrevious: () => void;
  onPreview: () => void;
  /** The save the choice asks for. */
  onPublish: (publishing: Publishing) => void;
  onCancelSchedule: () => void;
}

/**
 * A wizard's last step: publication as one choice (now, at a Tashkent time, or a draft) and one save that does what it
 * says; beside it the preview, and the item's current schedule with its cancel. The spec's save ('Saqlash') publishes
 * at once, as the choice starts (but for an item already scheduled).
 */
export function PublicationStep({ scheduledAt, onPrevious, onPreview, onPublish, onCancelSchedule }: Props) {
  const { lang, t } = useUiLang();
  const publishes = useAuth().can('content.manage');
  const choices = publishes ? EDITORS : AUTHORS;
  const [choice, setChoice] = useState<Choice>(!publishes ? 'review' : scheduledAt ? 'later' : 'now');
  const [at, setAt] = useState(() => (scheduledAt ? toTashkentInput(scheduledAt) : ''));
  const [error, setError] = useState('');
  const name = useId();
  const label = { now: t.schedule.now, later: t.schedule.later, draft: t.drafts.saveDraft, review: t.review.submit };

  const publish = () => {
    if (choice !== 'later') return onPublish({ draft: choice !== 'now', review: choice === 'review' });
    const publishAt = fromTashkentInput(at);
    if (!publishAt || Date.parse(publishAt) <= Date.now()) return setError(t.schedule.ahead);
    setError('');
    onPublish({ draft: true, publishAt });
  };

  return (
    <>
      <Choices data-testid="schedule">
        <legend>{t.schedule.legend}</legend>
        {scheduledAt && (
          <p role="status" style={{ margin: '0 0 0.5rem' }}>
            {t.schedule.scheduled}: <time dateTime={scheduledAt}>{formatTashkent(scheduledAt, lang)}</time>{' '}
            {publishes && (
              <Button type="button" $variant="secondary" onClick={onCancelSchedule}>
                {t.schedule.cancel}
              </Button>
            )}
          </p>
        )}
        {!publishes && <p style={{ margin: '0 0 0.5rem' }}>{t.review.authorNote}</p>}
        {choices.map((option) => (
          <SwitchLabel key={option}>
            <input type="radio" name={name} checked={choice === option} onChange={() => setChoice(option)} />
            {label[option]}
          </SwitchLabel>
        ))}
        {choice === 'later' && (
          <FieldLabel>
            {t.schedule.at}
            <input type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} aria-invalid={Boolean(error)} />
            {error && <ErrorText>{error}</ErrorText>}
          </FieldLabel>
        )}
      </Choices>
      <WizardNav onPrevious={onPrevious}>
        <Button type="button" $variant="secondary" onClick={onPreview}>
          {t.preview.open}
        </Button>
        <Button type="button" onClick={publish}>
          {t.crud.save}
        </Button>
      </WizardNav>
    </>
  );
}
