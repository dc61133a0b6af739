import { describe, expect, it } from 'vitest';
import { refusalProblems } from './problems';

describe('refusalProblems', () => {
  it("gives each field the server named its rule in the page's words, in place of the server's English", () => {
    expect(refusalProblems('INVALID_REQUEST', ['phone', 'text'])).toEqual({ fields: { phone: 'errPhone', text: 'errText' } });
    expect(refusalProblems('INVALID_REQUEST', ['number', 'code'])).toEqual({ fields: { number: 'errNumber', code: 'errCode' } });
  });

  it("puts an attachment's refusal on the files, whatever fields it names", () => {
    expect(refusalProblems('APPEAL_FILE_TOO_LARGE', [])).toEqual({ fields: { files: 'errFileSize' } });
    expect(refusalProblems('NOT_AN_APPEAL_FILE', ['files'])).toEqual({ fields: { files: 'errFileType' } });
    expect(refusalProblems('APPEAL_TOO_MANY_FILES', ['files'])).toEqual({ fields: { files: 'errFilesCount' } });
  });

  it('says a refusal that names no field as a sentence of its own', () => {
    expect(refusalProblems('APPEAL_CHECK_FAILED', [])).toEqual({ fields: {}, general: 'errCheckFailed' });
    expect(refusalProblems('APPEAL_TOO_FAST', [])).toEqual({ fields: {}, general: 'errTooFast' });
    expect(refusalProblems('APPEAL_LIMITED', [])).toEqual({ fields: {}, general: 'errLimited' });
    expect(refusalProblems('CMS_UNAVAILABLE', [])).toEqual({ fields: {}, general: 'errUnavailable' });
    expect(refusalProblems('APPEAL_NOT_FOUND', [])).toEqual({ fields: {}, general: 'errNotFound' });
    expect(refusalProblems('APPEAL_STATUS_THROTTLED', [])).toEqual({ fields: {}, general: 'errThrottled' });
    expect(refusalProblems('NETWORK', [])).toEqual({ fields: {}, general: 'errFailed' });
  });

  it('reads a refusal of the fields the form does not show as a failed check, or a failure', () => {
    expect(refusalProblems('INVALID_REQUEST', ['altcha'])).toEqual({ fields: {}, general: 'errCheckFailed' });
    expect(refusalProblems('INVALID_REQUEST', ['lang'])).toEqual({ fields: {}, general: 'errFailed' });
    expect(refusalProblems('INVALID_REQUEST', ['website', 'name'])).toEqual({ fields: { name: 'errName' }, general: 'errCheckFailed' });
  });
});
