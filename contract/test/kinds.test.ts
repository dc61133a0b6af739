import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE_DATA, BASE_KIND_NAMES, BASE_TYPES, baseKindOfType } from '../src/base-kinds.js';
import { AUDIT_SUBJECTS, KINDS, KIND_NAMES, SEARCHED_KINDS, isKindName, kindOf, subjectLabel } from '../src/kinds.js';
import { LOCALES } from '../src/locales.js';
import { searchHit } from '../src/api/search.js';

describe('the content kinds table', () => {
  test('every kind another kind names (cascade, references) is declared', () => {
    for (const name of KIND_NAMES) {
      const kind = kindOf(name);
      for (const { kind: dependent } of kind.cascade) assert.ok(isKindName(dependent), `${name} cascades to ${dependent}`);
      for (const target of Object.values(kind.references)) assert.ok(isKindName(target), `${name} references ${target}`);
    }
  });

  test('rules name only attributes the kind has', () => {
    for (const name of KIND_NAMES) {
      const kind = kindOf(name);
      const shared = new Set<string>(kind.shared);
      for (const field of kind.uniqueTogether) assert.ok(shared.has(field), `${name}.uniqueTogether: ${field}`);
      for (const field of Object.keys(kind.references)) assert.ok(shared.has(field), `${name}.references: ${field}`);
      if (kind.upsertBy) assert.ok(shared.has(kind.upsertBy), `${name}.upsertBy`);
      for (const field of kind.shownWithin)
        assert.equal((kind.fields as Record<string, { type: string }>)[field]?.type, 'datetime', `${name}.shownWithin: ${field}`);
      for (const { kind: dependent, field } of kind.cascade)
        assert.ok(kindOf(dependent as typeof name).shared.includes(field), `${dependent}.${field} points to ${name}`);
      if (kind.base?.texts) assert.ok(kind.localized.includes(kind.base.texts.field), `${name}.base.texts`);
      // A link is one address for every language: visitors' reads check it as a shared attribute.
      for (const link of kind.links) assert.ok(shared.has(link), `${name}.${link}: a link is shared`);
      if (kind.search) {
        assert.ok(kind.page, `${name}.search: a result leads to the kind's page`);
        for (const field of [kind.search.title, ...kind.search.text]) assert.ok(kind.localized.includes(field), `${name}.search: ${field}`);
        for (const field of kind.search.carries) assert.ok(shared.has(field), `${name}.search.carries: ${field}`);
        const newestBy = (kind.fields as Record<string, { type: string }>)[kind.search.newestBy]?.type;
        assert.ok(newestBy === 'datetime' || newestBy === 'date', `${name}.search.newestBy: a time or a date`);
      }
    }
  });

  test('a searched kind carries only what a search result has', () => {
    for (const name of SEARCHED_KINDS)
      for (const field of kindOf(name).search?.carries ?? []) assert.ok(field in searchHit.shape, `${name}.search.carries: ${field}`);
  });

  test("the searched kinds are those that declare a search and a page, in the table's order", () => {
    assert.deepEqual(SEARCHED_KINDS, ['news', 'event', 'official-document']);
    assert.deepEqual(
      SEARCHED_KINDS,
      KIND_NAMES.filter((name) => kindOf(name).search),
    );
  });

  test('names, REST paths and base types are unique', () => {
    const rest = KIND_NAMES.map((name) => KINDS[name].rest);
    assert.equal(new Set(rest).size, rest.length);
    assert.equal(new Set(BASE_TYPES).size, BASE_TYPES.length);
  });

  test('every base kind has its data rules, and each base type leads back to its kind', () => {
    assert.deepEqual(new Set(BASE_KIND_NAMES), new Set(KIND_NAMES.filter((name) => 'base' in KINDS[name])));
    for (const name of BASE_KIND_NAMES) {
      assert.ok(BASE_DATA[name], name);
      assert.equal(baseKindOfType(KINDS[name].base.type), name);
    }
  });

  test('every audit subject has a label in every language', () => {
    for (const subject of AUDIT_SUBJECTS)
      for (const locale of LOCALES) assert.ok(subjectLabel(subject)[locale].trim(), `${subject} ${locale}`);
  });
});
