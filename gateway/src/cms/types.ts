import { KIND_NAMES, kindOf, type Kind, type KindName } from '@lyceum/contract';

export { LOCALES, type Locale, type Kind } from '@lyceum/contract';

/** Every content kind with its declaration filled in (the table itself is the contract package's). */
export const KIND = Object.fromEntries(KIND_NAMES.map((name) => [name, kindOf(name)])) as { readonly [K in KindName]: Kind };

/** The kind an entry of the trash or audit log names, if it is one. */
export const kindNamed = (name: string): Kind | undefined => (Object.hasOwn(KIND, name) ? KIND[name as KindName] : undefined);
