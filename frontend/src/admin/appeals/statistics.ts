import { APPEAL_STATISTICS_YEARS, shareInTenths } from '@lyceum/contract/appeal-figures';
import type { UiLang } from '../messages/index';

/**
 * The year the address asks for (`?year=2026`), or undefined (the API's current year) where it names none the API
 * counts: a screen never asks for what the API would refuse.
 */
export function readYear(search: string | URLSearchParams): number | undefined {
  const value = new URLSearchParams(search).get('year') ?? '';
  if (!/^\d{4}$/.test(value)) return undefined;
  const year = Number(value);
  return year >= APPEAL_STATISTICS_YEARS.first && year <= APPEAL_STATISTICS_YEARS.last ? year : undefined;
}

/** The year picker's choices, newest first: the years with appeals, and the one shown though it has none (an address kept). */
export function yearChoices(years: readonly number[], shown: number | undefined): number[] {
  const all = new Set(shown === undefined ? years : [...years, shown]);
  return [...all].sort((a, b) => b - a);
}

/** How each language writes a share: its decimal mark, and its percent sign after the number (CLDR's). */
const PERCENT: Record<UiLang, { decimal: string; sign: string }> = {
  uz: { decimal: ',', sign: '%' },
  en: { decimal: '.', sign: '%' },
  ru: { decimal: ',', sign: '\u00a0%' },
};

/**
 * The share answered on time (0 to 1) as a percentage to a tenth, in the admin's language: `87.5%`, `87,5 %`, `90%`;
 * none (nothing was due yet) is "—". A share that is not all or nothing is never rounded to 100% or 0%: one late
 * answer among a thousand is 99.9%, not a perfect record.
 */
export function formatShare(share: number | null, lang: UiLang): string {
  if (share === null) return '—';
  const tenths = shareInTenths(share);
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  const { decimal, sign } = PERCENT[lang];
  return `${whole}${tenth ? `${decimal}${tenth}` : ''}${sign}`;
}
