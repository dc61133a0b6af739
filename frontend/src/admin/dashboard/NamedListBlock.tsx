import { useState } from 'react';
import { LANGS } from '../../i18n/lang';
import { baseApi } from '../api/base';
import { useBaseItems, type BaseItem } from '../api/hooks';
import { namedColumns, type Named } from '../crud/namedColumns';
import { requiredFields } from '../crud/requiredFields';
import { useCrud } from '../crud/useCrud';
import { useUiLang } from '../messages/useUiLang';
import { FileField } from '../ui/FileField';
import { DataTable, numberColumn, Td, Tr } from '../ui/DataTable';
import { rowActionsColumn } from '../ui/parts';
import { Button, Card, ErrorText } from '../ui/kit';

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
  const { crud: t, dashboard } = useUiLang().t;
  // A new key after each save empties the row's file input, which no state holds.
  const [formKey, setFormKey] = useState(0);
  const fields: (keyof Named)[] = withLink ? [...LANGS, 'url'] : [...LANGS];
  const crud = useCrud<BaseItem<Named>, Named>({
    empty: blank(withLink),
    validate: (draft) => requiredFields(draft, withLink ? [...fields, 'photo'] : fields, t.required),
    save: (draft) => baseApi.save(type, draft),
    refresh: mutate,
    onSaved: () => setFormKey((key) => key + 1),
    deletion: { run: (item) => baseApi.remove(item.id), texts: { confirm: dashboard.confirmDelete, deleted: t.deleted } },
  });

  const columns = [
    numberColumn<BaseItem<Named>>(),
    ...namedColumns<Named>(t, withLink ? dashboard.site : undefined),
    rowActionsColumn({ header: t.actions, name: (item: BaseItem<Named>) => item.data.uz, onDelete: crud.remove }),
  ];
  const prefix = type.toLowerCase();
  return (
    <Card aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <form onSubmit={crud.submit} noValidate key={formKey}>
        <DataTable items={items} columns={columns}>
          <Tr>
            <Td label={columns[0].header}>{(items?.length ?? 0) + 1}</Td>
            {fields.map((key, index) => {
              const { value, onChange, error } = crud.field(key);
              return (
                <Td key={key} label={columns[index + 1].header}>
                  <input
                    aria-label={`${title}: ${key === 'url' ? dashboard.siteField : key.toUpperCase()}`}
                    value={value}
                    onChange={(event) => onChange(event.target.value)}
                    aria-invalid={Boolean(error)}
                  />
                  {error && <ErrorText>{error}</ErrorText>}
                </Td>
              );
            })}
            {withLink && (
              <Td>
                <FileField label={`${title}: ${dashboard.logoField}`} onProgress={onProgress} {...crud.field('photo')} />
              </Td>
            )}
            <Td>
              <Button type="submit">{t.addRow}</Button>
            </Td>
          </Tr>
        </DataTable>
      </form>
    </Card>
  );
}
