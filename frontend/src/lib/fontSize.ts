export const FONT_SIZE = { initial: 16, step: 2, min: 14, max: 20 } as const;
export const FONT_SIZE_KEY = 'lyceum.fontSize';

const clamp = (size: number) => Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, size));

/** The next font size after A- (-1) or A+ (+1), kept within 14..20. */
export const stepFontSize = (size: number, direction: 1 | -1) => clamp(size + direction * FONT_SIZE.step);

/** A stored size, if it is one of the allowed ones. */
export function parseFontSize(stored: string | null): number {
  const size = Number(stored);
  return Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max && size % 2 === 0 ? size : FONT_SIZE.initial;
}
