import { z } from 'zod';
import { KINDS, type FieldDeclaration, type KindName } from '../kinds.js';

/**
 * A document of a kind as visitors read it in one language (`/api/public/<kind>/:id` and the lists): its id, then each
 * declared field in the declared order, a localized one in the language asked for, a switch as true or false, a
 * number as one, and everything else as text, '' where none is stored (a photo, a place, a link). The gateway fills it in from the same
 * declaration (gateway/src/cms/visitor-fields.ts); docs/api.md describes the reads.
 */

type Fields<K extends KindName> = (typeof KINDS)[K]['fields'];
/** The wire's type of a declared field. */
type VisitorValue<D> = D extends { type: 'boolean' } ? z.ZodBoolean : D extends { type: 'integer' } ? z.ZodNumber : z.ZodString;
const valueOf = ({ type }: FieldDeclaration) => (type === 'boolean' ? z.boolean() : type === 'integer' ? z.number() : z.string());
type VisitorShape<K extends KindName, Left extends keyof Fields<K>> = { id: z.ZodString } & {
  [F in Exclude<keyof Fields<K>, Left>]: VisitorValue<Fields<K>[F]>;
};

/** The visitors' read of one document of `name`, without the fields `leftOut` (those only the admin sees). */
export function visitorItem<K extends KindName, Left extends keyof Fields<K> & string = never>(name: K, leftOut: readonly Left[] = []) {
  const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[name].fields;
  const shape = Object.fromEntries(
    Object.entries(fields)
      .filter(([field]) => !(leftOut as readonly string[]).includes(field))
      .map(([field, declaration]) => [field, valueOf(declaration)]),
  );
  return z.object({ id: z.string(), ...shape } as VisitorShape<K, Left>);
}
