/** SPEC.md sections 5, 8 and 9, word for word. */
export const MAX_EXTRA_BYTES = 5_242_880;
export const GALLERY_PAGE_SIZE = 20;
export const GALLERY_MESSAGES = {
  tooLarge: 'Rasm hajmi 5mb gacha bo`lsin',
  mainFailed: 'Rasm yuklanmadi. Server bilan aloqa muammo bor.',
  extraFailed: (file: string) => `${file} yuklanmadi! Server bilan aloqa muammo bor.`,
  extraUploaded: (file: string) => `${file} yuklandi!`,
  confirmDelete: 'O`chirishni tasdiqlang',
  deleted: 'O`chirildi',
  deleteFailed: 'O`chirishda muommo sodir bo`ldi',
  required: 'Majburiy maydon',
} as const;

/** The additional images that may be uploaded, and those skipped for size. */
export function splitBySize<T extends { size: number }>(files: T[]): { accepted: T[]; skipped: T[] } {
  return { accepted: files.filter((file) => file.size <= MAX_EXTRA_BYTES), skipped: files.filter((file) => file.size > MAX_EXTRA_BYTES) };
}
