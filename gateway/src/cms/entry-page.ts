import { z } from 'zod';

/** A page of the lyceum API's entries about documents (the audit log, the trash): these fields beside the common ones, and the total. */
export const entryPage = <S extends z.ZodRawShape>(fields: S) =>
  z.object({
    data: z.array(z.object({ documentId: z.string(), kind: z.string(), label: z.string().nullish(), createdAt: z.string(), ...fields })),
    meta: z.object({ total: z.number() }),
  });
