import { officialDocumentBody } from '@lyceum/contract/api/official-documents';
import { SCREEN_KINDS, kindOf } from '@lyceum/contract/kinds';
import { describe, expect, test } from 'vitest';
import { LANG_NAMES } from '../../i18n/lang';
import { emptyForm, fieldLabel, formFields, requiredErrors, toBody, toForm } from './declaredForm';

describe("a declared kind's form", () => {
  test('every field of every kind on the generic screen is labelled in the three languages, and its columns are its fields', () => {
    for (const kind of SCREEN_KINDS) {
      for (const field of formFields(kind)) {
        for (const lang of ['uz', 'en', 'ru'] as const) expect(field.declaration.label?.[lang], `${kind}.${field.field}`).toBeTruthy();
      }
      for (const column of kindOf(kind).screen!.columns) expect(Object.keys(kindOf(kind).fields)).toContain(column);
    }
  });

  test("the documents' form: each title once per language, the declared defaults, published unless kept a draft", () => {
    const fields = formFields('official-document');
    expect(fields.map((field) => field.name)).toEqual([
      'titleUz',
      'titleEn',
      'titleRu',
      'number',
      'date',
      'category',
      'inForce',
      'supersededBy',
      'file',
    ]);
    expect(fields.find((field) => field.name === 'supersededBy')!.references).toBe('official-document');
    expect(fieldLabel(fields[1], 'ru', LANG_NAMES)).toBe('Название (English)');
    expect(emptyForm('official-document')).toEqual({
      titleUz: '',
      titleEn: '',
      titleRu: '',
      number: '',
      date: '',
      category: 'CHARTER',
      inForce: true,
      supersededBy: '',
      file: '',
      draft: false,
    });
  });

  test('a stored document comes back into the form, and the form is a body the API takes', () => {
    const stored = {
      id: 'abc',
      status: 'published',
      scheduledAt: null,
      titleUz: 'Ustav',
      titleEn: 'Charter',
      titleRu: 'Устав',
      number: '1',
      date: '2024-08-30',
      category: 'CHARTER',
      inForce: false,
      supersededBy: 'r7m2c9xk4t1v8b5n3q6w0hza',
      file: 'charter_1a2b.pdf',
    };
    const form = toForm('official-document', stored);
    expect(form).toMatchObject({ titleRu: 'Устав', inForce: false, supersededBy: stored.supersededBy, draft: false });
    expect(officialDocumentBody.safeParse(toBody(form)).success).toBe(true);
  });

  test('the required fields are asked for before a save goes out; the optional ones are not', () => {
    const errors = requiredErrors('official-document', emptyForm('official-document'), 'Majburiy maydon');
    expect(Object.keys(errors).sort()).toEqual(['date', 'file', 'titleEn', 'titleRu', 'titleUz']);
  });
});
