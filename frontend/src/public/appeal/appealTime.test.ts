import { describe, expect, it } from 'vitest';
import { dayText, momentText } from './appealTime';

describe("the reception's moments", () => {
  it("are Tashkent's, whatever the zone they are written in", () => {
    expect(momentText('2026-03-01T19:30:00Z')).toBe('02.03.2026 00:30');
    expect(momentText('2026-03-02T09:05:00+05:00')).toBe('02.03.2026 09:05');
  });

  it("write a term's last day alone: the end of that day in Tashkent", () => {
    expect(dayText('2026-03-17T18:59:59.999Z')).toBe('17.03.2026');
  });
});
