import type { FieldErrors } from '../crud/useCrud';

export type GalleryKind = 'VIDEO_GALLERY' | 'PHOTO_GALLERY';

/** A video caption's optional English and Russian: an empty one shows the Uzbek on the site (photos have none). */
export const VIDEO_TRANSLATIONS = ['definitionEn', 'definitionRu'] as const;

export interface GalleryForm extends Partial<Record<(typeof VIDEO_TRANSLATIONS)[number], string>> {
  type: GalleryKind;
  /** A video's address, or the stored name of a photo's main image. */
  address: string;
  /** A photo's additional images, stored names. */
  others: string[];
  definition: string;
}

export const emptyGalleryForm = (type: GalleryKind): GalleryForm => ({
  type,
  address: '',
  others: [],
  definition: '',
  definitionEn: '',
  definitionRu: '',
});

/** The address (or main image) and the description are required (refused as `required`, the admin's words). */
export function galleryFormErrors(form: GalleryForm, required: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.definition.trim()) errors.definition = required;
  if (!form.address.trim()) errors.address = required;
  return errors;
}
