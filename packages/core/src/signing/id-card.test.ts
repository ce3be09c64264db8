import { describe, expect, it } from 'vitest';
import { ID_CARD_ERROR_CODES } from '../errors/id-card-errors';
import { ID_CARD_MESSAGES, idCardLanguage, idCardMessage, raisedIdCardCode } from './id-card';

describe('idCardLanguage', () => {
  it.each([
    ['et', 'EST'],
    ['et-EE', 'EST'],
    ['en', 'ENG'],
    ['LT', 'LIT'],
    ['ru', 'RUS'],
    ['fi', 'ENG'],
    ['', 'ENG'],
    [null, 'ENG'],
    [undefined, 'ENG'],
  ])('%s → %s', (ui, code) => {
    expect(idCardLanguage(ui)).toBe(code);
  });
});

describe('idCardErrorCode', () => {
  it('reads a code string, an Error message or a code property', () => {
    expect(raisedIdCardCode('no_certificates')).toBe('no_certificates');
    expect(raisedIdCardCode(new Error('user_cancel'))).toBe('user_cancel');
    expect(raisedIdCardCode({ code: 'not_allowed' })).toBe('not_allowed');
  });

  it('maps anything unknown to technical_error', () => {
    expect(raisedIdCardCode('pin_blocked')).toBe('technical_error');
    expect(raisedIdCardCode(new Error('boom'))).toBe('technical_error');
    expect(raisedIdCardCode(null)).toBe('technical_error');
    expect(raisedIdCardCode(42)).toBe('technical_error');
  });
});

describe('ID_CARD_MESSAGES', () => {
  it('has a non-empty text for every code in all four languages', () => {
    for (const code of ID_CARD_ERROR_CODES) {
      for (const language of ['EST', 'ENG', 'LIT', 'RUS'] as const) {
        expect(ID_CARD_MESSAGES[code][language].length).toBeGreaterThan(5);
      }
    }
  });

  it('gives the message in the ID-card language', () => {
    expect(idCardMessage('no_certificates', 'ru')).toBe(ID_CARD_MESSAGES.no_certificates.RUS);
    expect(idCardMessage('whatever', 'et')).toBe(ID_CARD_MESSAGES.technical_error.EST);
  });
});
