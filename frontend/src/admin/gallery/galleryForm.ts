import { uz } from '../messages/uz';
import type { FieldErrors } from '../crud/useCrud';

export type GalleryKind = 'VIDEO_GALLERY' | 'PHOTO_GALLERY';

export interface GalleryForm {
  type: GalleryKind;
  /** A video's address, or the stored name of a photo's main image. */
  address: string;
  /** A photo's additional images, stored names. */
  others: string[];
  definition: string;
}

export const emptyGalleryForm = (type: GalleryKind): GalleryForm => ({ type, address: '', others: [], definition: '' });

/** The address (or main image) and the description are required. */
export function galleryFormErrors(form: GalleryForm): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.definition.trim()) errors.definition = uz.crud.required;
  if (!form.address.trim()) errors.address = uz.crud.required;
  return errors;
}
