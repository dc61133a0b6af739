import { useState } from 'react';
import { LANGS } from '../../i18n/lang';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { namedColumns, type Named } from '../crud/namedColumns';
import { requiredFields } from '../crud/requiredFields';
import { useCrud } from '../crud/useCrud';
import { uz } from '../messages/uz';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn } from '../ui/DataTable';
import { rowActionsColumn } from '../ui/parts';
import { Button, Card, ErrorText } from '../ui/kit';

const t = uz.crud;

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
  const fields: (keyof Named)[] = withLink ? [...LANGS, 'url'] : [...LANGS];
  const crud = useCrud<BaseItem<Named>, Named>({
    empty: blank(withLink),
    validate: (draft) => requiredFields(draft, withLink ? [...fields, 'photo'] : fields),
    save: (draft) => baseApi.save(type, draft),
    refresh: mutate,
    onSaved: () => setFormKey((key) => key + 1),
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: uz.dashboard.confirmDelete, deleted: t.deleted } },
  });

  const prefix = type.toLowerCase();
  return (
    <Card aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <form onSubmit={crud.submit} noValidate key={formKey}>
        <DataTable
          items={items}
          columns={[
            numberColumn(),
            ...namedColumns<Named>(withLink ? 'Sayt' : undefined),
            rowActionsColumn({ name: (item) => item.data.uz, onDelete: crud.remove }),
          ]}
        >
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
        </DataTable>
      </form>
    </Card>
  );
}
