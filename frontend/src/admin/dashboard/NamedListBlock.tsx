import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { thumbnailUrl } from '../../api/client';
import { deleteBaseItem, saveBaseItem, useBaseItems } from '../api/hooks';
import { FileField } from '../ui/FileField';
import { RowActions, confirmAndDelete } from '../ui/parts';
import { Button, Card, ErrorText, Table } from '../ui/kit';
import { CONFIRM_DELETE, DELETED, REQUIRED } from './messages';

interface Named {
  uz: string;
  en: string;
  ru: string;
  url?: string;
  photo?: string;
}

interface Props {
  type: 'PARTNER' | 'DIRECTION';
  title: string;
  /** Partners also have a website and a logo. */
  withLink: boolean;
  onProgress: (fraction: number | null) => void;
}

const blank = (withLink: boolean): Named => (withLink ? { uz: '', en: '', ru: '', url: '', photo: '' } : { uz: '', en: '', ru: '' });

/** Partners and directions: a numbered table with an inline add row; every field required. */
export function NamedListBlock({ type, title, withLink, onProgress }: Props) {
  const { items, mutate } = useBaseItems<Named>(type);
  const [draft, setDraft] = useState<Named>(blank(withLink));
  const [errors, setErrors] = useState<Partial<Record<keyof Named, string>>>({});
  const [formKey, setFormKey] = useState(0);
  const fields: (keyof Named)[] = withLink ? ['uz', 'en', 'ru', 'url'] : ['uz', 'en', 'ru'];

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      [...fields, ...(withLink ? (['photo'] as const) : [])].filter((key) => !draft[key]?.trim()).map((key) => [key, REQUIRED]),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      const { message } = await saveBaseItem(type, draft);
      toast.success(message ?? 'Saqlandi');
      setDraft(blank(withLink));
      setFormKey((key) => key + 1);
      await mutate();
    } catch (error) {
      toast.error((error as Error).message);
    }
  };

  const remove = (id: string) => confirmAndDelete({ confirm: CONFIRM_DELETE, deleted: DELETED }, () => deleteBaseItem(id), mutate);

  const prefix = type.toLowerCase();
  return (
    <Card aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <form onSubmit={add} noValidate key={formKey}>
        <Table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">UZ</th>
              <th scope="col">EN</th>
              <th scope="col">RU</th>
              {withLink && <th scope="col">Sayt</th>}
              {withLink && <th scope="col">Logo</th>}
              <th scope="col">Amallar</th>
            </tr>
          </thead>
          <tbody>
            {items?.map((item, index) => (
              <tr key={item.id}>
                <td>{index + 1}</td>
                <td>{item.data.uz}</td>
                <td>{item.data.en}</td>
                <td>{item.data.ru}</td>
                {withLink && <td>{item.data.url}</td>}
                {withLink && <td>{item.data.photo && <img src={thumbnailUrl(item.data.photo)} alt={`${item.data.uz} logo`} />}</td>}
                <td>
                  <RowActions name={item.data.uz} onDelete={() => remove(item.id)} />
                </td>
              </tr>
            ))}
            <tr>
              <td>{(items?.length ?? 0) + 1}</td>
              {fields.map((key) => (
                <td key={key}>
                  <input
                    aria-label={`${title}: ${key === 'url' ? 'sayt' : key.toUpperCase()}`}
                    value={draft[key] ?? ''}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                    aria-invalid={Boolean(errors[key])}
                  />
                  {errors[key] && <ErrorText>{errors[key]}</ErrorText>}
                </td>
              ))}
              {withLink && (
                <td>
                  <FileField
                    label={`${title}: logo`}
                    value={draft.photo ?? ''}
                    onChange={(photo) => setDraft((current) => ({ ...current, photo }))}
                    onProgress={onProgress}
                    error={errors.photo}
                  />
                </td>
              )}
              <td>
                <Button type="submit">Qo'shish</Button>
              </td>
            </tr>
          </tbody>
        </Table>
      </form>
    </Card>
  );
}
