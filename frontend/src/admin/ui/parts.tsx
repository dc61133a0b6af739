import { uz } from '../messages/uz';
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

/** A table row's edit and delete icon buttons, named after the row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Row>
      {onEdit && (
        <IconButton type="button" onClick={onEdit} aria-label={t.edit(name)}>
          ✎
        </IconButton>
      )}
      <IconButton type="button" onClick={onDelete} aria-label={t.remove(name)}>
        ✕
      </IconButton>
    </Row>
  );
}

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
