import type { publicEvent, publicEventMonth } from '@lyceum/contract/api/events';
import type { z } from 'zod';

/*
 * The public event reads' answers, inferred from the contract's schemas (types only: no zod in the visitor's bundle).
 */

/** One event of the calendar, in one language; `description` is sanitized HTML. */
export type PublicEvent = z.infer<typeof publicEvent>;

/** The events that take any time in a Tashkent month (YYYY-MM), by start. */
export type EventMonth = z.infer<typeof publicEventMonth>;
