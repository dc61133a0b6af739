import { z } from 'zod';
import { DOCUMENT_FILE_TYPES } from '../common.js';
import { IMAGE_FORMAT_WIDTHS, MAX_DOCUMENT_BYTES } from '../sizes.js';

/** A path's stored file `:name`: any text is taken, since one that is not a stored name is just not found. */
export const fileNameParams = z.object({ name: z.string() });
export type FileNameParams = z.infer<typeof fileNameParams>;

/** The widths of an image's narrower copies, for srcset. */
export const attachmentWidthQuery = z.object({
  w: z.enum(Object.values(IMAGE_FORMAT_WIDTHS).map(String) as [string, ...string[]]).optional(),
});

/** An upload: one image in the form field `file`. */
export const attachmentForm = z.object({
  file: z.string().meta({ format: 'binary', description: 'PNG, GIF, JPEG or WebP, at most 5 MB' }),
});

/** A document's file: one PDF, DOCX, XLSX or ODT in the form field `file`. */
export const documentFileForm = z.object({
  file: z.string().meta({
    format: 'binary',
    description: `${Object.values(DOCUMENT_FILE_TYPES)
      .map((ext) => ext.toUpperCase())
      .join(', ')}, checked by content, at most ${MAX_DOCUMENT_BYTES} bytes`,
  }),
});
