import { z } from 'zod';
import { lang, paging, requiredText, storedFile } from '../common.js';
import { MEDIA_TYPES } from '../menu.js';
import { pageOf } from './envelope.js';
import { translationAnswers, translationFields } from './optional-translations.js';

/** A video's caption may be translated (optional-translations.ts): `definitionEn`, `definitionRu`. */
export const VIDEO_TRANSLATED = ['definition'] as const;

const TYPE_ERROR = 'must be PHOTO_GALLERY or VIDEO_GALLERY';

/** PHOTO_GALLERY / VIDEO_GALLERY, in any case; `photo` and `video` too. */
const mediaTypeName = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const upper = value.toUpperCase();
  return upper === 'PHOTO' || upper === 'VIDEO' ? `${upper}_GALLERY` : upper;
};
export const mediaType = z.preprocess(mediaTypeName, z.enum(MEDIA_TYPES, { error: TYPE_ERROR }));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A gallery item; its type, in any spelling mediaType takes, decides which fields apply. */
export const mediaBody = z.preprocess(
  (value) => (isObject(value) ? { ...value, type: mediaTypeName(value.type) } : value),
  z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('VIDEO_GALLERY'),
        address: requiredText(255).refine(
          (address) =>
            /^[\w-]{11}$/.test(address) || /^https:\/\/(www\.|m\.)?(youtube\.com|youtu\.be|youtube-nocookie\.com)\//i.test(address),
          'must be a YouTube link',
        ),
        definition: requiredText(2000),
        ...translationFields(VIDEO_TRANSLATED, 2000),
        others: z.array(z.unknown()).optional(),
      }),
      z.object({
        type: z.literal('PHOTO_GALLERY'),
        address: storedFile,
        definition: requiredText(2000),
        others: z.array(storedFile).max(50).optional().default([]),
      }),
    ],
    { error: (issue) => (issue.code === 'invalid_union' ? TYPE_ERROR : undefined) },
  ),
);

export const mediaQuery = paging.extend({ type: mediaType.optional() });
/** The visitors' query: `lang` is taken as every public read takes it (optional-translations.ts picks the texts). */
export const publicMediaQuery = mediaQuery.extend({
  lang: lang.describe(
    "The language of the videos' captions, each in Uzbek where it has none (uz, en or ru in any case; anything else is uz)",
  ),
});

export const mediaItem = z.object({
  id: z.string(),
  type: z.enum(MEDIA_TYPES),
  /** A photo's stored file name or a video's YouTube address. */
  address: z.string(),
  others: z.array(z.string()),
  definition: z.string(),
});
export const mediaPage = pageOf(mediaItem);
/** A gallery item as the admin reads it: with the caption's translations ('' where there are none, and for photos). */
export const adminMediaItem = mediaItem.extend(translationAnswers(VIDEO_TRANSLATED));
export const adminMediaPage = pageOf(adminMediaItem);
