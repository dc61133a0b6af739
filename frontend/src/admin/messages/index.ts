import { LOCALES, type Locale } from '@lyceum/contract/locales';
import { en } from './en';
import { ru } from './ru';
import { uz, type AdminMessages } from './uz';

/** The admin's interface languages: the site's. */
export const UI_LANGS = LOCALES;
export type UiLang = Locale;

export const ADMIN_MESSAGES: Record<UiLang, AdminMessages> = { uz, en, ru };

export type { AdminMessages };

/** The account screen's texts in one language, as its cards take them. */
export type AccountTexts = AdminMessages['account'];
