import { ID_CARD_ERROR_CODES, ID_CARD_MESSAGES } from '@epp/core';
import { messages } from '@epp/i18n';
import { describe, expect, it } from 'vitest';
import { base64ToHex } from './id-card-adapter';
import { failureText, loginFailureText } from './signing-messages';

describe('failureText', () => {
  it('gives the contract creation message with the error', () => {
    expect(failureText({ kind: 'contract-creation', error: 'x' }, 'et')).toEqual({
      key: 'errors.signing.contractCreation',
      params: { error: 'x' },
    });
  });

  it('gives the method message, with how it ended', () => {
    expect(failureText({ kind: 'eid', method: 'mobile-id', outcome: 'failed' }, 'et')).toEqual({
      key: 'errors.signing.mobileId',
    });
    expect(failureText({ kind: 'eid', method: 'smart-id', outcome: 'user-refused' }, 'et')).toEqual({
      key: 'errors.signing.smartId',
      detailKey: 'widgets.signingModal.outcomes.userRefused',
    });
  });

  it('gives the ID-card text in the ID-card language, and the confirm failure', () => {
    expect(failureText({ kind: 'id-card', code: 'no_certificates' }, 'ru').detailText).toBe(
      ID_CARD_MESSAGES.no_certificates.RUS,
    );
    expect(failureText({ kind: 'confirm' }, 'en')).toEqual({ key: 'errors.signing.confirmFailed' });
  });
});

describe('ID-card texts', () => {
  it('EST and ENG of the core table equal the i18n errors.idCard texts', () => {
    for (const code of ID_CARD_ERROR_CODES) {
      expect(ID_CARD_MESSAGES[code].EST).toBe(messages.et.errors.idCard[code]);
      expect(ID_CARD_MESSAGES[code].ENG).toBe(messages.en.errors.idCard[code]);
    }
  });
});

describe('base64ToHex', () => {
  it('turns base64 into hex', () => {
    expect(base64ToHex('q83v')).toBe('abcdef');
  });
});

describe('loginFailureText', () => {
  it('reads the failures as a login', () => {
    expect(loginFailureText({ kind: 'eid', method: 'smart-id', outcome: 'user-refused' }, 'et')).toEqual({
      key: 'errors.login.userRefused',
    });
    expect(loginFailureText({ kind: 'eid', method: 'mobile-id', outcome: 'not-a-client' }, 'et')).toEqual({
      key: 'errors.login.noUser',
    });
    expect(loginFailureText({ kind: 'eid', method: 'mobile-id', outcome: 'timeout' }, 'et')).toEqual({
      key: 'errors.login.retry',
    });
    expect(loginFailureText({ kind: 'confirm' }, 'et')).toEqual({ key: 'errors.login.retry' });
    expect(loginFailureText({ kind: 'id-card', code: 'user_cancel' }, 'en')).toEqual({
      key: 'errors.login.retry',
      detailText: ID_CARD_MESSAGES.user_cancel.ENG,
    });
  });
});
