import { describe, expect, test } from 'vitest';
import { refusedLogin } from './loginOutcome';

describe('a refused login', () => {
  test('asks for the second step, or refuses its code, only on a 401 with the code', () => {
    expect(refusedLogin(401, { success: false, code: 'TWO_FACTOR_REQUIRED', message: 'Enter the code' })).toBe('code-required');
    expect(refusedLogin(401, { success: false, code: 'TWO_FACTOR_INVALID', message: 'Wrong code' })).toBe('code-invalid');
    expect(refusedLogin(400, { code: 'TWO_FACTOR_INVALID' })).toBe('wrong-credentials');
  });

  test('wrong credentials stay wrong credentials, whatever the body', () => {
    expect(refusedLogin(401, { success: false, message: 'Username yoki password xato!' })).toBe('wrong-credentials');
    expect(refusedLogin(401, null)).toBe('wrong-credentials');
    expect(refusedLogin(401, 'not json')).toBe('wrong-credentials');
    expect(refusedLogin(503, { message: 'The content service is unavailable' })).toBe('wrong-credentials');
  });

  test('the throttle is its own answer', () => {
    expect(refusedLogin(429, { message: 'Too many failed login attempts, try again later' })).toBe('throttled');
  });
});
