import { uz } from '../messages/uz';
import type { FieldErrors } from './useCrud';

/** The rule of forms whose every listed field must be filled: each blank one is refused as required. */
export function requiredFields<Form>(form: Form, keys: readonly (keyof Form & string)[]): FieldErrors {
  return Object.fromEntries(keys.filter((key) => !String(form[key] ?? '').trim()).map((key) => [key, uz.crud.required]));
}
