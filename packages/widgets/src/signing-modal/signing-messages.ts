import { type EidOutcome, idCardMessage, type SigningFailure, type SignMethod } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';

// Every failure of the signing flow mapped to its text, in one place. The titles are the spec's signing
// messages (§8); the detail says how a Mobile-ID / Smart-ID request ended, or is the ID-card component's
// own message (from @epp/core's four-language table, in the ID-card language of the UI language).

export interface FailureText {
  key: TranslationKey;
  params?: Readonly<Record<string, string>>;
  /** An i18n key for the detail line, or… */
  detailKey?: TranslationKey;
  /** …a ready text (the ID-card messages are not i18n texts). */
  detailText?: string;
}

const METHOD_FAILED: Readonly<Record<SignMethod, TranslationKey>> = {
  'mobile-id': 'errors.signing.mobileId',
  'smart-id': 'errors.signing.smartId',
  'id-card': 'errors.signing.failed',
};

const OUTCOME_DETAIL: Readonly<Record<Exclude<EidOutcome, 'failed'>, TranslationKey>> = {
  'user-refused': 'widgets.signingModal.outcomes.userRefused',
  timeout: 'widgets.signingModal.outcomes.timeout',
  'not-a-client': 'widgets.signingModal.outcomes.notAClient',
  'phone-unreachable': 'widgets.signingModal.outcomes.phoneUnreachable',
};

export function failureText(failure: SigningFailure, uiLanguage: string): FailureText {
  switch (failure.kind) {
    case 'contract-creation':
      return { key: 'errors.signing.contractCreation', params: { error: failure.error } };
    case 'profile-save':
      return { key: 'errors.signing.profileSave', params: { error: failure.error } };
    case 'eid':
      return failure.outcome === 'failed'
        ? { key: METHOD_FAILED[failure.method] }
        : { key: METHOD_FAILED[failure.method], detailKey: OUTCOME_DETAIL[failure.outcome] };
    case 'id-card':
      return { key: 'errors.signing.failed', detailText: idCardMessage(failure.code, uiLanguage) };
    case 'confirm':
      return { key: 'errors.signing.confirmFailed' };
  }
}

/**
 * The same failures read as a login (spec §8 login messages): the user refused, no user was returned, or
 * "try again" for everything else.
 */
export function loginFailureText(failure: SigningFailure, uiLanguage: string): FailureText {
  if (failure.kind === 'id-card')
    return { key: 'errors.login.retry', detailText: idCardMessage(failure.code, uiLanguage) };
  if (failure.kind !== 'eid') return { key: 'errors.login.retry' };
  if (failure.outcome === 'user-refused') return { key: 'errors.login.userRefused' };
  return failure.outcome === 'not-a-client' ? { key: 'errors.login.noUser' } : { key: 'errors.login.retry' };
}

/** The method's label key ("1 Mobiil-ID" is shown as number and name). */
export const METHOD_LABEL: Readonly<Record<SignMethod, TranslationKey>> = {
  'mobile-id': 'widgets.signingModal.methods.mobileId',
  'smart-id': 'widgets.signingModal.methods.smartId',
  'id-card': 'widgets.signingModal.methods.idCard',
};

/** The status call's `mode` for each method (dokobit/digital-sign/status/). */
export const STATUS_MODE: Readonly<Record<SignMethod, string>> = {
  'mobile-id': 'mobile',
  'smart-id': 'smart',
  'id-card': 'id-card',
};
