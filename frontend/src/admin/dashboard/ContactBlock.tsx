import { toast } from 'react-toastify';
import type { Contact } from '../../api/types';
import { baseApi } from '../api/base';
import { useBaseItems } from '../api/hooks';
import { Button, Card, FieldLabel, Row } from '../ui/kit';
import { HistoryLink } from '../ui/HistoryLink';
import { useDraft } from '../ui/useDraft';
import { saveWithToast } from '../crud/saveWithToast';
import { useUiLang } from '../messages/useUiLang';

const FIELDS = ['phone', 'email', 'tg', 'yt', 'ig'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;
const EMPTY: Fields = { phone: '', email: '', tg: '', yt: '', ig: '' };

/** The contact block: phone, email, tg, yt, ig. */
export function ContactBlock() {
  const { items, mutate } = useBaseItems<Contact>('CONTACT');
  const ui = useUiLang();
  const { t } = ui;
  const stored = items?.[0];
  const [fields, setFields, reset] = useDraft<Fields>(
    stored ? (Object.fromEntries(FIELDS.map((key) => [key, stored.data[key] ?? ''])) as Fields) : EMPTY,
  );

  const save = async () => {
    if (!FIELDS.some((key) => fields[key].trim())) {
      toast.info(t.crud.emptySave);
      return;
    }
    // fc and tw are not edited here: keep what the server has.
    if (!(await saveWithToast(ui, () => baseApi.save('CONTACT', { ...stored?.data, ...fields })))) return;
    await mutate();
    reset();
  };

  return (
    <Card aria-labelledby="contact-title">
      <h2 id="contact-title">{t.dashboard.contact}</h2>
      <Row>
        {FIELDS.map((key) => (
          <FieldLabel key={key}>
            {key}
            <input value={fields[key]} disabled={!items} onChange={(event) => setFields({ ...fields, [key]: event.target.value })} />
          </FieldLabel>
        ))}
        <Button type="button" onClick={save} disabled={!items}>
          {t.crud.save}
        </Button>
        <HistoryLink kind="contact" name={t.dashboard.contact} />
      </Row>
    </Card>
  );
}
