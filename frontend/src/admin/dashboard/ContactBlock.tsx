import { toast } from 'react-toastify';
import type { Contact } from '../../api/types';
import { saveBaseItem, useBaseItems } from '../api/hooks';
import { Button, Card, FieldLabel, Row } from '../ui/kit';
import { useDraft } from '../ui/useDraft';
import { EMPTY_SAVE } from './messages';

const FIELDS = ['phone', 'email', 'tg', 'yt', 'ig'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY: Fields = { phone: '', email: '', tg: '', yt: '', ig: '' };

/** The contact block: phone, email, tg, yt, ig. */
export function ContactBlock() {
  const { items, mutate } = useBaseItems<Contact>('CONTACT');
  const stored = items?.[0];
  const [fields, setFields, reset] = useDraft<Fields>(
    stored ? (Object.fromEntries(FIELDS.map((key) => [key, stored.data[key] ?? ''])) as Fields) : EMPTY,
  );

  const save = async () => {
    if (!FIELDS.some((key) => fields[key].trim())) {
      toast.info(EMPTY_SAVE);
      return;
    }
    try {
      // fc and tw are not edited here: keep what the server has.
      const { message } = await saveBaseItem('CONTACT', { ...stored?.data, ...fields });
      toast.success(message ?? 'Saqlandi');
      await mutate();
      reset();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  return (
    <Card aria-labelledby="contact-title">
      <h2 id="contact-title">Aloqa</h2>
      <Row>
        {FIELDS.map((key) => (
          <FieldLabel key={key}>
            {key}
            <input value={fields[key]} disabled={!items} onChange={(event) => setFields({ ...fields, [key]: event.target.value })} />
          </FieldLabel>
        ))}
        <Button type="button" onClick={save} disabled={!items}>
          Saqlash
        </Button>
      </Row>
    </Card>
  );
}
