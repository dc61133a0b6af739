import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { DeleteIcon, EditIcon, type IconProps } from '../../ui/icons';
import { uz } from '../messages/uz';
import type { Column } from './DataTable';
import { Actions, Button, IconButton, Row } from './kit';

const t = uz.crud;

/** A list's "+ Qo'shish" (or the screen's own label), opening the form of a new item. */
export function AddButton({ onClick, label = t.add }: { onClick: () => void; label?: string }) {
  return (
    <Button type="button" onClick={onClick}>
      {label}
    </Button>
  );
}

/** A modal form's Cancel / Save buttons. */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {t.cancel}
      </Button>
      <Button type="submit">{t.save}</Button>
    </Actions>
  );
}

interface IconControl {
  /** What it does, for screen readers (its name) and for the sighted (its tooltip). */
  label: string;
  Icon: ComponentType<IconProps>;
}

/** A button that shows an icon alone. */
export function IconAction({ label, Icon, onClick }: IconControl & { onClick: () => void }) {
  return (
    <IconButton type="button" onClick={onClick} aria-label={label} title={label}>
      <Icon />
    </IconButton>
  );
}

/** A link that shows an icon alone; `newTab` opens it beside the admin (a visitor page). */
export function IconLink({ label, Icon, to, newTab = false }: IconControl & { to: string; newTab?: boolean }) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      style={{ padding: '0.4rem' }}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <Icon />
    </Link>
  );
}

/** A table row's edit and delete icon buttons, named after the row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Row>
      {onEdit && <IconAction label={t.edit(name)} Icon={EditIcon} onClick={onEdit} />}
      <IconAction label={t.remove(name)} Icon={DeleteIcon} onClick={onDelete} />
    </Row>
  );
}

/** A list's last column: each row's edit (when the list has one) and delete, named after the row. */
export const rowActionsColumn = <Item,>({
  name,
  onEdit,
  onDelete,
}: {
  name: (item: Item) => string;
  onEdit?: (item: Item) => unknown;
  onDelete: (item: Item) => unknown;
}): Column<Item> => ({
  header: t.actions,
  cell: (item) => <RowActions name={name(item)} onEdit={onEdit && (() => onEdit(item))} onDelete={() => onDelete(item)} />,
});

/** Previous / next through the pages of an admin list. */
export function ListPager({
  page,
  pages,
  onChange,
  labels = uz.list,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  labels?: { previous: string; next: string };
}) {
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
