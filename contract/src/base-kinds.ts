import { z } from 'zod';
import { KINDS, kindOf, type KindName } from './kinds.js';
import { optionalText, optionalWebUrl, storedFile, translations, webUrl } from './common.js';

/** The rules of each base kind's `data` (its `type` in /api/v1/baseInfo), by kind name. */
const anyText = z
  .object({ uz: optionalText(5000), en: optionalText(5000), ru: optionalText(5000) })
  .refine((texts) => Object.values(texts).some(Boolean), { message: 'Malumot kiriting!' });

const contactKind = kindOf('contact');
const contact = z
  .object(
    Object.fromEntries(contactKind.shared.map((field) => [field, contactKind.links.includes(field) ? optionalWebUrl : optionalText(255)])),
  )
  .refine((fields) => Object.values(fields).some(Boolean), { message: 'Malumot kiriting!' });

const namedLink = translations().extend({ url: webUrl, photo: storedFile });

/** The kinds declared with a `base` part: each must have its rules below. */
type KindWithBase = { [K in KindName]: (typeof KINDS)[K] extends { base: object } ? K : never }[KindName];

export const BASE_DATA: Record<KindWithBase, z.ZodType<Record<string, unknown>>> = {
  'carousel-slide': z.object({ photo: storedFile, quote: translations(5000) }),
  'header-slogan': anyText,
  'short-info': anyText,
  contact,
  partner: namedLink,
  direction: translations(),
  'interactive-service': namedLink,
};

/** The kinds that are items of /api/v1/baseInfo, by their `type` there. */
export type BaseKindName = KindWithBase;
export const BASE_KIND_NAMES = Object.keys(BASE_DATA) as BaseKindName[];
export type BaseType = (typeof KINDS)[BaseKindName]['base']['type'];
export const BASE_TYPES = BASE_KIND_NAMES.map<BaseType>((name) => KINDS[name].base.type);
export const baseKindOfType = (type: BaseType): BaseKindName => BASE_KIND_NAMES.find((name) => KINDS[name].base.type === type)!;
