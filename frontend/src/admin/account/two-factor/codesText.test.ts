import { describe, expect, test } from 'vitest';
import { groupedSecret, recoveryCodesFile } from './codesText';

describe('the two-factor texts the admin reads or keeps', () => {
  test('the secret reads in groups of four, and nothing is lost', () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect(groupedSecret(secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupedSecret(secret).replace(/ /g, '')).toBe(secret);
    expect(groupedSecret('')).toBe('');
  });

  test('the recovery codes file holds every code on its own line', () => {
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    expect(recoveryCodesFile('Recovery codes', codes)).toBe('Recovery codes\n\nabcde-fghjk\nmnpqr-stuvw\n');
  });
});
