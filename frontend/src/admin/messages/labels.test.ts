import { expect, test } from 'vitest';
import { formatTime } from './labels';

test("the admin's times are the lyceum's (Tashkent, UTC+5), whatever the browser's zone", () => {
  expect(formatTime('en', '2025-03-01T20:30:00Z')).toBe('2 Mar 2025, 01:30');
  expect(formatTime('ru', '2025-03-01T20:30:00Z')).toMatch(/^2 мар\. 2025 г\., 01:30$/);
});
