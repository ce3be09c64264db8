/** Error codes of the ID-card web eID component that have their own text (EST, ENG, LIT, RUS). */
export const ID_CARD_ERROR_CODES = [
  'no_implementation',
  'no_certificates',
  'user_cancel',
  'invalid_argument',
  'technical_error',
  'not_allowed',
  'login_prepare_not_success',
  'login_verify_not_success',
  'generic',
] as const;

export type IdCardErrorCode = (typeof ID_CARD_ERROR_CODES)[number];

/** The code whose text to show: a known code as it is, anything else as technical_error. */
export function idCardErrorCode(code: unknown): IdCardErrorCode {
  return ID_CARD_ERROR_CODES.find((known) => known === code) ?? 'technical_error';
}

/** The language codes the signing service takes for its own texts. */
export const SIGNING_LANGUAGE_CODES = { et: 'EST', en: 'ENG', ru: 'RUS', lt: 'LIT' } as const;
