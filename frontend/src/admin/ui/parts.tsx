import { DeleteIcon, EditIcon } from '../../ui/icons';
import { useUiLang } from '../messages/useUiLang';
import type { Column } from './DataTable';
import { IconAction } from './IconButton';
import { Actions, Button, Row } from './kit';

/** A list's button that opens the form of a new item, saying what it adds ("Interaktiv xizmat qo'shish"). */
export function AddButton({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <Button type="button" onClick={onClick}>
      {label}
    </Button>
  );
}

/** A modal form's Cancel / Save buttons. */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  const { t } = useUiLang();
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t.crud.cancel}
      </Button>
      <Button type="submit">{t.crud.save}</Button>
    </Actions>
  );
}

/** A table row's edit and delete icon buttons, named after the row (by their names alone where the rows stack). */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  const { t } = useUiLang();
  return (
    <Row>
      {onEdit && <IconAction label={t.crud.edit(name)} text={t.lists.edit} Icon={EditIcon} onClick={onEdit} />}
      <IconAction label={t.crud.remove(name)} text={t.lists.remove} Icon={DeleteIcon} onClick={onDelete} />
    </Row>
  );
}

/** A list's last column under `header` (the admin's 'Amallar'): each row's edit (when the list has one) and delete, named after the row. */
export const rowActionsColumn = <Item,>({
  header,
  name,
  onEdit,
  onDelete,
}: {
  header: string;
  name: (item: Item) => string;
  onEdit?: (item: Item) => unknown;
  /** Given the row's name too, for the confirmation to say it. */
  onDelete: (item: Item, name: string) => unknown;
}): Column<Item> => ({
  header,
  cell: (item) => <RowActions name={name(item)} onEdit={onEdit && (() => onEdit(item))} onDelete={() => onDelete(item, name(item))} />,
});

/** Previous / next through the pages of an admin list. */
export function ListPager({ page, pages, onChange }: { page: number; pages: number; onChange: (page: number) => void }) {
  const labels = useUiLang().t.list;
  if (pages <= 1) return null;
  return (
    <Row style={{ marginTop: '1rem', alignItems: 'center' }}>
      <Button type="button" $variant="secondary" disabled={page === 0} onClick={() => onChange(page - 1)}>
        {labels.previous}
      </Button>
      <span>{`${page + 1} / ${pages}`}</span>
      <Button type="button" $variant="secondary" disabled={page + 1 >= pages} onClick={() => onChange(page + 1)}>
        {labels.next}
      </Button>
    </Row>
  );
}
