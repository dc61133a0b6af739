/** SPEC.md section 5 and 8, word for word. */
export const EMPTY_SAVE = 'Malumot kiriting!';
export const CONFIRM_DELETE = 'O`chirishni tasdiqlang!';
export const DELETED = "O'chirildi";
export const REQUIRED = 'Majburiy maydon';
