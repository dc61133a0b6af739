import type { FieldErrors } from './useCrud';

/** The rule of forms whose every listed field must be filled: each blank one is refused as `required` (the admin's words). */
export function requiredFields<Form>(form: Form, keys: readonly (keyof Form & string)[], required: string): FieldErrors {
  return Object.fromEntries(keys.filter((key) => !String(form[key] ?? '').trim()).map((key) => [key, required]));
}
