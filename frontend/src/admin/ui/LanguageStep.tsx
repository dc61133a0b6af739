import { useUiLang } from '../messages/useUiLang';
import { FieldLabel } from './kit';
import { RichTextEditor } from './RichTextEditor';

/** A wizard's language steps, each language named in its own words (as the language switches name them), whatever the admin's. */
export const LANG_STEPS = [
  { key: 'Uz', label: "O'zbekcha" },
  { key: 'En', label: 'English' },
  { key: 'Ru', label: 'Русский' },
] as const;
export type LangKey = (typeof LANG_STEPS)[number]['key'];

type Texts = Record<`title${LangKey}` | `text${LangKey}`, string>;

interface Props<T extends Texts> {
  /** The editors' id prefix; TinyMCE's frame is `${prefix}-${key}_ifr`. */
  prefix: string;
  step: (typeof LANG_STEPS)[number];
  form: T;
  setForm: (update: (current: T) => T) => void;
}

/** One language's step of a wizard: its title and its rich text, kept per language in the form. */
export function LanguageStep<T extends Texts>({ prefix, step, form, setForm }: Props<T>) {
  const { t } = useUiLang();
  return (
    <div key={step.key} style={{ display: 'grid', gap: '1rem' }}>
      <FieldLabel>
        {t.wizard.title(step.label)}
        <input
          value={form[`title${step.key}`]}
          onChange={(event) => setForm((current) => ({ ...current, [`title${step.key}`]: event.target.value }))}
        />
      </FieldLabel>
      <RichTextEditor
        id={`${prefix}-${step.key}`}
        label={t.wizard.text(step.label)}
        value={form[`text${step.key}`]}
        onChange={(html) => setForm((current) => ({ ...current, [`text${step.key}`]: html }))}
      />
    </div>
  );
}
