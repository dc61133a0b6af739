import { toast } from 'react-toastify';
import { Actions, Button, IconButton, Row } from './kit';

/** A modal form's Cancel / Save buttons. */
export function FormActions({ onCancel }: { onCancel: () => void }) {
  return (
    <Actions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Bekor qilish
      </Button>
      <Button type="submit">Saqlash</Button>
    </Actions>
  );
}

/** A table row's edit and delete icon buttons, named after the row. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit?: () => void; onDelete: () => void }) {
  return (
    <Row>
      {onEdit && (
        <IconButton type="button" onClick={onEdit} aria-label={`Tahrirlash: ${name}`}>
          ✎
        </IconButton>
      )}
      <IconButton type="button" onClick={onDelete} aria-label={`O'chirish: ${name}`}>
        ✕
      </IconButton>
    </Row>
  );
}

interface DeleteTexts {
  confirm: string;
  deleted: string;
  /** Without one, the server's message is shown. */
  failed?: string;
}

/** Asks with the screen's confirm text, deletes, and toasts the screen's outcome texts (SPEC.md section 8). */
export async function confirmAndDelete(texts: DeleteTexts, remove: () => Promise<unknown>, after?: () => unknown): Promise<void> {
  if (!window.confirm(texts.confirm)) return;
  try {
    await remove();
    toast.success(texts.deleted);
    await after?.();
  } catch (error) {
    toast.error(texts.failed ?? (error as Error).message);
  }
}

/** Previous / next through the pages of an admin list. */
export function ListPager({
  page,
  pages,
  onChange,
  labels = { previous: 'Oldingi', next: 'Keyingi' },
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
