import { useUiLang } from '../messages/useUiLang';
import { ErrorText, FieldLabel } from './kit';
import { LANG_STEPS, type LangKey } from './langSteps';
import { RichTextEditor } from './RichTextEditor';

export { LANG_STEPS, type LangKey };

/** A plain one-line text kept per language beside the title (an event's place), labelled with the language's name. */
export interface LangField<Name extends string> {
  name: Name;
  label: (language: string) => string;
}

interface Props<Rich extends string, Plain extends string, T extends Record<`${'title' | Rich | Plain}${LangKey}`, string>> {
  /** The editors' id prefix; TinyMCE's frame is `${prefix}-${key}_ifr`. */
  prefix: string;
  step: (typeof LANG_STEPS)[number];
  form: T;
  setForm: (update: (current: T) => T) => void;
  /** The rich text's field, `text` unless named (an event's `description`), and its label. */
  richText?: { name: Rich; label: (language: string) => string };
  /** Plain texts after the title. */
  fields?: readonly LangField<Plain>[];
  /** Messages by the form's field (`titleEn`), shown under the field. */
  errors?: Record<string, string>;
}

/** One language's step of a wizard: its title, any plain texts, and its rich text, kept per language in the form. */
export function LanguageStep<
  Rich extends string = 'text',
  Plain extends string = never,
  T extends Record<`${'title' | Rich | Plain}${LangKey}`, string> = Record<`${'title' | Rich | Plain}${LangKey}`, string>,
>({ prefix, step, form, setForm, richText, fields = [], errors = {} }: Props<Rich, Plain, T>) {
  const { t } = useUiLang();
  const rich = richText ?? { name: 'text', label: t.wizard.text };
  const lines = [{ name: 'title', label: t.wizard.title }, ...fields];
  return (
    <div key={step.key} style={{ display: 'grid', gap: '1rem' }}>
      {lines.map(({ name, label }) => {
        const key = `${name}${step.key}` as `${'title' | Plain}${LangKey}`;
        return (
          <FieldLabel key={key}>
            {label(step.label)}
            <input
              value={form[key]}
              onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
              aria-invalid={Boolean(errors[key])}
            />
            {errors[key] && <ErrorText>{errors[key]}</ErrorText>}
          </FieldLabel>
        );
      })}
      <RichTextEditor
        id={`${prefix}-${step.key}`}
        label={rich.label(step.label)}
        value={form[`${rich.name}${step.key}` as `${Rich}${LangKey}`]}
        onChange={(html) => setForm((current) => ({ ...current, [`${rich.name}${step.key}`]: html }))}
      />
    </div>
  );
}
