import { useState } from 'react';
import { useUiLang } from '../messages/useUiLang';
import { Button, ErrorText, FieldLabel, Row } from './kit';
import { formatTashkent, fromTashkentInput, toTashkentInput } from './tashkentTime';

/**
 * A wizard's last step: the Tashkent time its draft goes out by itself, and the item's current schedule with its
 * cancel. `onSchedule` gets the instant (with its offset) once it is ahead.
 */
export function ScheduleField({
  scheduledAt,
  onSchedule,
  onCancel,
}: {
  scheduledAt: string | null | undefined;
  onSchedule: (publishAt: string) => void;
  onCancel: () => void;
}) {
  const { lang, t } = useUiLang();
  const [value, setValue] = useState(() => (scheduledAt ? toTashkentInput(scheduledAt) : ''));
  const [error, setError] = useState('');
  const submit = () => {
    const publishAt = fromTashkentInput(value);
    if (!publishAt || Date.parse(publishAt) <= Date.now()) {
      setError(t.schedule.ahead);
      return;
    }
    setError('');
    onSchedule(publishAt);
  };
  return (
    <div data-testid="schedule">
      {scheduledAt && (
        <p role="status">
          {t.schedule.scheduled}: <time dateTime={scheduledAt}>{formatTashkent(scheduledAt, lang)}</time>
        </p>
      )}
      <Row>
        <FieldLabel>
          {t.schedule.at}
          <input type="datetime-local" value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={Boolean(error)} />
          {error && <ErrorText>{error}</ErrorText>}
        </FieldLabel>
        <Button type="button" $variant="secondary" onClick={submit}>
          {t.schedule.action}
        </Button>
        {scheduledAt && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            {t.schedule.cancel}
          </Button>
        )}
      </Row>
    </div>
  );
}
