import { describe, expect, it } from 'vitest';
import { appealInput, checkAppeal, type AppealInput } from './checks';

const GOOD: AppealInput = {
  name: 'Aliyev Vali',
  phone: '+998 90 123 45 67',
  email: '',
  kind: 'question',
  subject: 'Qabul',
  text: 'Savolim bor',
  consent: true,
  files: [],
};
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkAppeal', () => {
  it('passes a form the server takes', () => {
    expect(checkAppeal(GOOD)).toEqual({ fields: {} });
    expect(checkAppeal({ ...GOOD, phone: '90 123-45-67', email: ' a@b.uz ', files: [file('a.PDF', 5_242_880, '')] })).toEqual({
      fields: {},
    });
  });

  it('names every field in its problem at once, in the form order', () => {
    const found = checkAppeal({
      name: ' ',
      phone: '123',
      email: 'a@b',
      kind: 'praise',
      subject: '',
      text: '  ',
      consent: false,
      files: [],
    });
    expect(Object.entries(found.fields)).toEqual([
      ['name', 'errName'],
      ['phone', 'errPhone'],
      ['email', 'errEmail'],
      ['kind', 'errKind'],
      ['subject', 'errSubject'],
      ['text', 'errText'],
      ['consent', 'errConsent'],
    ]);
    expect(found.general).toBeUndefined();
  });

  it('holds each text to its limit after trimming, as the server does', () => {
    expect(checkAppeal({ ...GOOD, name: `  ${'a'.repeat(100)}  ` }).fields).toEqual({});
    expect(checkAppeal({ ...GOOD, name: 'a'.repeat(101) }).fields).toEqual({ name: 'errName' });
    expect(checkAppeal({ ...GOOD, subject: 'a'.repeat(201) }).fields).toEqual({ subject: 'errSubject' });
    expect(checkAppeal({ ...GOOD, text: 'a'.repeat(5_001) }).fields).toEqual({ text: 'errText' });
    expect(checkAppeal({ ...GOOD, email: `${'a'.repeat(250)}@b.uz` }).fields).toEqual({ email: 'errEmail' });
  });

  it('takes at most three files of 5 MB each, PDF, JPEG or PNG by their type or their name', () => {
    const pdf = file('a.pdf', 1_000, 'application/pdf');
    expect(checkAppeal({ ...GOOD, files: [pdf, pdf, pdf, pdf] }).fields).toEqual({ files: 'errFilesCount' });
    expect(checkAppeal({ ...GOOD, files: [file('a.png', 5_242_881, 'image/png')] }).fields).toEqual({ files: 'errFileSize' });
    expect(checkAppeal({ ...GOOD, files: [file('a.docx', 10, 'application/msword')] }).fields).toEqual({ files: 'errFileType' });
    expect(checkAppeal({ ...GOOD, files: [file('scan', 10, 'image/jpeg'), file('photo.JPEG', 10, '')] }).fields).toEqual({});
  });
});

describe('appealInput', () => {
  it('reads the form, the unticked box as no consent and the empty file field as no file', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ name: 'A', phone: '1', email: '', kind: 'proposal', subject: 'S', text: 'T' }))
      data.set(name, value);
    data.append('files', new File([], ''));
    expect(appealInput(data)).toEqual({
      name: 'A',
      phone: '1',
      email: '',
      kind: 'proposal',
      subject: 'S',
      text: 'T',
      consent: false,
      files: [],
    });
    data.set('consent', 'on');
    data.set('files', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    const input = appealInput(data);
    expect(input.consent).toBe(true);
    expect(input.files.map((chosen) => chosen.name)).toEqual(['a.pdf']);
  });
});
