import styled from 'styled-components';
import { uz } from '../messages/uz';
import { useUiLang } from '../messages/useUiLang';
import { Actions, Button } from './kit';
import { theme } from '../../ui/theme';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  list-style: none;
  padding: 0;
  margin: 0 0 1.25rem;
  counter-reset: step;
  li {
    padding: 0.35rem 0.8rem;
    border-radius: 999px;
    border: 1px solid ${theme.border};
    background: #fff;
  }
  li[aria-current='step'] {
    background: ${theme.green};
    border-color: ${theme.green};
    color: #fff;
    font-weight: 700;
  }
`;

export function Steps({ labels, current }: { labels: string[]; current: number }) {
  return (
    <List aria-label="Bosqichlar">
      {labels.map((label, index) => (
        <li key={label} aria-current={index === current ? 'step' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </List>
  );
}

/**
 * A wizard's Previous button, and Next until the last step, where Save takes its place; with
 * `onSaveDraft` (kinds with drafts), 'Save as draft' beside it, in the admin's language.
 */
export function WizardNav({
  last,
  onPrevious,
  onNext,
  onSave,
  onSaveDraft,
  onPreview,
}: {
  last: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSave: () => void;
  onSaveDraft?: () => void;
  /** Keeps the form as a draft and opens its preview. */
  onPreview?: () => void;
}) {
  const { t } = useUiLang();
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onPrevious}>
        {uz.list.previous}
      </Button>
      {last && onPreview && (
        <Button type="button" $variant="secondary" onClick={onPreview}>
          {t.preview.open}
        </Button>
      )}
      {last && onSaveDraft && (
        <Button type="button" $variant="secondary" onClick={onSaveDraft}>
          {t.drafts.saveDraft}
        </Button>
      )}
      {last ? (
        <Button type="button" onClick={onSave}>
          {uz.crud.save}
        </Button>
      ) : (
        <Button type="button" onClick={onNext}>
          {uz.list.next}
        </Button>
      )}
    </Actions>
  );
}
