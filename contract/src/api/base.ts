import { z } from 'zod';
import { BASE_DATA, BASE_TYPES, baseKindOfType, type BaseType } from '../base-kinds.js';
import { wellFormedStrings } from '../text.js';

/** A base item's type in any case. */
export const baseType = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(BASE_TYPES as [BaseType, ...BaseType[]], { error: `must be one of ${BASE_TYPES.join(', ')}` }),
);

export const baseTypeQuery = z.object({ type: baseType });
export const optionalBaseTypeQuery = z.object({ type: baseType.optional() });

/**
 * `data` arrives as JSON text or, leniently, as the object itself; its kind's rules (BASE_DATA) apply after (withKindRules). Its strings
 * are made well formed as the request body's own are (an escape such as `\u0000` in the text is one more level down).
 */
const dataField = z.union([z.string(), z.record(z.string(), z.unknown())], { error: 'is required' }).transform((value, ctx) => {
  if (typeof value !== 'string') return value;
  try {
    const parsed: unknown = JSON.parse(value, wellFormedStrings);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
  return z.NEVER;
});

/** `data` by its type's rules, its broken ones reported per field as `data.<field>`. */
const withKindRules = <T extends { type: BaseType; data: Record<string, unknown> }>(body: T, ctx: z.RefinementCtx) => {
  const data = BASE_DATA[baseKindOfType(body.type)].safeParse(body.data);
  if (data.success) return { ...body, data: data.data };
  for (const issue of data.error.issues) ctx.addIssue({ ...issue, path: ['data', ...issue.path] });
  return z.NEVER;
};

const baseFields = z.object({ type: baseType, data: dataField });
export const baseCreateBody = baseFields.transform(withKindRules);
export const baseUpdateBody = baseFields.extend({ id: z.string({ error: 'is required' }).min(1, 'is required') }).transform(withKindRules);

/** An item of a base kind, its `data` as JSON text. */
export const baseItem = z.object({ id: z.string(), type: z.enum(BASE_TYPES as [BaseType, ...BaseType[]]), data: z.string() });
/** A list kind's items, or a single kind's one item (null while it has none). */
export const publicBase = z.union([z.array(baseItem), baseItem.nullable()]);
