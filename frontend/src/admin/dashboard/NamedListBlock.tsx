import { useState } from 'react';
import { thumbnailUrl } from '../../api/client';
import { deleteBaseItem, saveBaseItem, useBaseItems, type BaseItem } from '../api/hooks';
import { requiredFields } from '../crud/requiredFields';
import { useCrud } from '../crud/useCrud';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { RowActions } from '../ui/parts';
import { Button, Card, ErrorText, Table } from '../ui/kit';

const t = uz.crud;

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
  // A new key after each save empties the row's file input, which no state holds.
  const [formKey, setFormKey] = useState(0);
  const fields: (keyof Named)[] = withLink ? ['uz', 'en', 'ru', 'url'] : ['uz', 'en', 'ru'];
  const crud = useCrud<BaseItem<Named>, Named>({
    empty: blank(withLink),
    validate: (draft) => requiredFields(draft, withLink ? [...fields, 'photo'] : fields),
    save: (draft) => saveBaseItem(type, draft),
    refresh: mutate,
    onSaved: () => setFormKey((key) => key + 1),
    deletion: { run: (item) => deleteBaseItem(item.id), texts: { confirm: uz.dashboard.confirmDelete, deleted: t.deleted } },
  });

  const prefix = type.toLowerCase();
  return (
    <Card aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <form onSubmit={crud.submit} noValidate key={formKey}>
        <Table>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">UZ</th>
              <th scope="col">EN</th>
              <th scope="col">RU</th>
              {withLink && <th scope="col">Sayt</th>}
              {withLink && <th scope="col">Logo</th>}
              <th scope="col">{t.actions}</th>
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
                  <RowActions name={item.data.uz} onDelete={() => crud.remove(item)} />
                </td>
              </tr>
            ))}
            <tr>
              <td>{(items?.length ?? 0) + 1}</td>
              {fields.map((key) => {
                const { value, onChange, error } = crud.field(key);
                return (
                  <td key={key}>
                    <input
                      aria-label={`${title}: ${key === 'url' ? 'sayt' : key.toUpperCase()}`}
                      value={value}
                      onChange={(event) => onChange(event.target.value)}
                      aria-invalid={Boolean(error)}
                    />
                    {error && <ErrorText>{error}</ErrorText>}
                  </td>
                );
              })}
              {withLink && (
                <td>
                  <FileField label={`${title}: logo`} onProgress={onProgress} {...crud.field('photo')} />
                </td>
              )}
              <td>
                <Button type="submit">{t.addRow}</Button>
              </td>
            </tr>
          </tbody>
        </Table>
      </form>
    </Card>
  );
}
