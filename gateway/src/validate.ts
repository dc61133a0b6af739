import { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses input with a schema, or answers 400 with one message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    errors[field] ??= issue.message;
  }
  const first = Object.entries(errors)[0];
  throw badRequest(first ? `${first[0] === '_' ? 'Request' : first[0]}: ${first[1]}` : undefined, { errors });
}
