import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiFailureOutcome, errorListEntries, extractErrorText, passwordErrorMessages } from './error-text';

describe('extractErrorText (section 8)', () => {
  it('joins the codes of an errors array with a space', () => {
    expect(extractErrorText({ errors: [{ code: 'EAN_MISSING' }, { code: 'QUANTITY' }], code: 'X' })).toEqual({
      kind: 'text',
      text: 'EAN_MISSING QUANTITY',
    });
    expect(extractErrorText({ errors: ['A', { code: 'B' }, { other: 1 }, 7] })).toEqual({ kind: 'text', text: 'A B' });
  });

  it('falls back in order: code, detail, type, message', () => {
    expect(extractErrorText({ code: 'C', detail: 'D', type: 'T', message: 'M' })).toEqual({ kind: 'text', text: 'C' });
    expect(extractErrorText({ errors: [], detail: 'Not found.', type: 'T' })).toEqual({
      kind: 'text',
      text: 'Not found.',
    });
    expect(extractErrorText({ errors: [{}], type: 'validation_error', message: 'M' })).toEqual({
      kind: 'text',
      text: 'validation_error',
    });
    expect(extractErrorText(new Error('Network Error'))).toEqual({ kind: 'text', text: 'Network Error' });
  });

  it('takes a plain text body as the text', () => {
    expect(extractErrorText('Server exploded')).toEqual({ kind: 'text', text: 'Server exploded' });
  });

  it.each([undefined, null, '', '   ', 42, {}, { detail: '' }, { errors: 'x' }, { code: 3 }])(
    'gives "unknown" for %j',
    (body) => {
      expect(extractErrorText(body)).toEqual({ kind: 'unknown' });
    },
  );

  it('never throws and never returns blank text', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = extractErrorText(body);
        if (result.kind === 'text') expect(result.text.trim()).not.toBe('');
      }),
    );
  });
});

describe('apiFailureOutcome', () => {
  it('ends the session on 401 and on a missing status', () => {
    expect(apiFailureOutcome({ status: 401, body: { detail: 'Invalid token.' } })).toEqual({ kind: 'session-ended' });
    expect(apiFailureOutcome({})).toEqual({ kind: 'session-ended' });
    expect(apiFailureOutcome({ status: null })).toEqual({ kind: 'session-ended' });
  });

  it('shows the server text for other statuses', () => {
    expect(apiFailureOutcome({ status: 400, body: { detail: 'Bad' } })).toEqual({ kind: 'text', text: 'Bad' });
    expect(apiFailureOutcome({ status: 500 })).toEqual({ kind: 'unknown' });
    expect(apiFailureOutcome({ status: 403, body: { detail: 'Forbidden' } })).toEqual({
      kind: 'text',
      text: 'Forbidden',
    });
  });
});

describe('errorListEntries', () => {
  it('lists EAN and code per row, null where missing', () => {
    expect(
      errorListEntries({
        errors: [{ code: 'UNKNOWN_EAN', ean: '4006381333931' }, { ean: 4740000000006 }, { code: 'ROW' }, 'FILE'],
      }),
    ).toEqual([
      { ean: '4006381333931', code: 'UNKNOWN_EAN' },
      { ean: '4740000000006', code: null },
      { ean: null, code: 'ROW' },
      { ean: null, code: 'FILE' },
    ]);
  });

  it('accepts a bare array and the EAN key in capitals; anything else is no rows', () => {
    expect(errorListEntries([{ EAN: '96385074', code: 'X' }])).toEqual([{ ean: '96385074', code: 'X' }]);
    expect(errorListEntries({ detail: 'x' })).toEqual([]);
    expect(errorListEntries(null)).toEqual([]);
  });
});

describe('passwordErrorMessages', () => {
  it('lists the messages of detail, email, new_password1 and new_password2 in that order', () => {
    expect(
      passwordErrorMessages({
        new_password2: ['The two password fields didn’t match.'],
        new_password1: ['This password is too short.', 'This password is too common.'],
        detail: 'Invalid token',
        other: 'ignored',
      }),
    ).toEqual([
      { field: 'detail', text: 'Invalid token' },
      { field: 'new_password1', text: 'This password is too short.' },
      { field: 'new_password1', text: 'This password is too common.' },
      { field: 'new_password2', text: 'The two password fields didn’t match.' },
    ]);
    expect(passwordErrorMessages('x')).toEqual([]);
  });
});
