import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { flatRules, flatTexts } from '../src/api/flat-fields.js';
import { KINDS, KIND_NAMES, flatName, kindOf, type FieldDeclaration } from '../src/kinds.js';
import { LOCALES } from '../src/locales.js';

const kindsWithLanguages = KIND_NAMES.filter((name) => kindOf(name).localized.length > 0);

test("each kind's flat per-language fields are its declared localized fields, in each language, in order", () => {
  for (const name of kindsWithLanguages) {
    const expected = kindOf(name).localized.flatMap((field) => LOCALES.map((locale) => flatName(field, locale)));
    assert.deepEqual(Object.keys(flatRules(name)), expected, name);
    assert.deepEqual(Object.keys(flatTexts(name)), expected, name);
  }
});

test("each flat field holds its declaration's rules: required or not, and its longest text", () => {
  for (const name of kindsWithLanguages) {
    const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[name].fields;
    const rules = z.object(flatRules(name));
    const valid = Object.fromEntries(Object.keys(rules.shape).map((key) => [key, 'x']));
    assert.ok(rules.safeParse(valid).success, name);
    for (const field of kindOf(name).localized) {
      const declared = fields[field];
      const key = flatName(field, 'ru');
      const without = rules.safeParse({ ...valid, [key]: undefined });
      const required = 'required' in declared && declared.required === true;
      assert.equal(without.success, !required, `${name}.${field} required: ${required}`);
      if (!without.success) assert.equal(without.error.issues[0].message, 'is required');
      if (!('maxLength' in declared) || declared.maxLength === undefined) continue;
      assert.ok(rules.safeParse({ ...valid, [key]: 'ж'.repeat(declared.maxLength) }).success, `${name}.${field} at its limit`);
      const over = rules.safeParse({ ...valid, [key]: 'ж'.repeat(declared.maxLength + 1) });
      assert.equal(over.success, false, `${name}.${field} past its limit`);
      assert.deepEqual(over.error?.issues[0].path, [key]);
      assert.equal(over.error?.issues[0].message, `must be at most ${declared.maxLength} characters`);
    }
  }
});
