import { useCallback, useState, type FormEvent } from 'react';
import { useUiLang } from '../messages/useUiLang';
import { confirmAndDelete, type DeleteTexts } from './confirmAndDelete';
import { saveWithToast, type SaveTexts } from './saveWithToast';

/** A form's refused fields: field → message. */
export type FieldErrors = Record<string, string>;

export interface CrudOptions<Item, Form> {
  /** The form of a new item, and the form once a save is done. */
  empty: Form;
  /** The form of an existing item, for editing it. */
  toForm?: (item: Item) => Form;
  /** The screen's own rules; the save goes out only when they find nothing. */
  validate: (form: Form) => FieldErrors;
  /** Stores the form, as a new item (null) or over the one being edited. */
  save: (form: Form, item: Item | null) => Promise<{ message?: string }>;
  /** Reads the list again after a change. */
  refresh: () => Promise<unknown>;
  /** The screen's own save toasts, if it has any. */
  saveTexts?: SaveTexts;
  /** Deleting one item of the list (none: the screen deletes nothing). */
  deletion?: {
    run: (item: Item) => Promise<unknown>;
    texts: DeleteTexts;
    /** What follows instead of `refresh` (a paged list steps back from a page left empty). */
    after?: () => Promise<unknown>;
  };
  /** After a save, besides the reset and the refresh. */
  onSaved?: () => void;
}

/**
 * An admin list's create, edit and delete: which item the form edits ('new' for a new one, null
 * when closed), the form and its refused fields, and the save (validate → save → toast → close →
 * refresh) and delete (confirm → delete → toast → refresh) every such screen does alike.
 */
export function useCrud<Item, Form>(options: CrudOptions<Item, Form>) {
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [form, setForm] = useState<Form>(options.empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const close = useCallback(() => setEditing(null), []);
  const ui = useUiLang();

  /** Starts the form over from `next`, its refusals cleared. */
  const restart = (next: Form) => {
    setForm(next);
    setErrors({});
  };

  const open = (item: Item | 'new') => {
    setEditing(item);
    restart(item === 'new' || !options.toForm ? options.empty : options.toForm(item));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = options.validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const saved = await saveWithToast(ui, () => options.save(form, editing === 'new' ? null : editing), options.saveTexts);
    if (!saved) return;
    setEditing(null);
    setForm(options.empty);
    options.onSaved?.();
    await options.refresh();
  };

  /** Deletes `item` once confirmed, the confirmation naming it by `name` (as its row does). */
  const remove = async (item: Item, name?: string) => {
    const { deletion, refresh } = options;
    if (!deletion) return;
    await confirmAndDelete(ui.lang, { ...deletion.texts, name }, () => deletion.run(item), deletion.after ?? refresh);
  };

  /** A text or file field's props: its value, its change, its refusal. */
  const field = (key: keyof Form & string) => ({
    value: String(form[key] ?? ''),
    onChange: (value: string) => setForm((current) => ({ ...current, [key]: value })),
    error: errors[key],
  });

  return { editing, form, setForm, errors, open, close, restart, submit, remove, field };
}

export type Crud<Item, Form> = ReturnType<typeof useCrud<Item, Form>>;
