import type { ApiClient } from '@epp/api/client';
import { type IdCardErrorCode, type IdCardLanguage, type LoginFacts, raisedIdCardCode } from '@epp/core';
import { base64ToHex, type IdCardAdapter } from './id-card-adapter';

/** How an ID-card login ended: the session is started, the user is unknown, or a card / service step failed. */
export type IdCardLoginOutcome =
  | { kind: 'logged-in' }
  | { kind: 'no-user' }
  /** The card's own code, or login_prepare_not_success / login_verify_not_success for the service's steps. */
  | { kind: 'failed'; code: IdCardErrorCode };

export interface IdCardLoginSteps {
  client: Pick<ApiClient, 'call'>;
  card: IdCardAdapter;
  lang: IdCardLanguage;
  /** Stores the session with its facts (@epp/api/hooks' useStartSession). */
  startSession: (key: string, facts: LoginFacts) => void;
}

class CardFailure extends Error {
  constructor(readonly code: IdCardErrorCode) {
    super(code);
  }
}

/** One step: what it raised becomes `code` (the service's steps) or the card's own code (the card's steps). */
async function step<T>(run: () => Promise<T>, code?: IdCardErrorCode): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new CardFailure(code ?? raisedIdCardCode(error));
  }
}

/**
 * ID-card login (spec §7 "Login and signing"): the card gives its certificate; dokobit/auth/id-card/ prepares
 * the login and answers a token and the hash to sign (not answered, or `success: false`:
 * login_prepare_not_success); the card signs the hash with the PIN; dokobit/id-card-auth/status/ verifies
 * the signature with the token and the prepare answer as `user_json` and answers the session key (not
 * answered, or `success: false`: login_verify_not_success). The session keeps the method and the certificate.
 */
export async function logInWithIdCard({
  client,
  card,
  lang,
  startSession,
}: IdCardLoginSteps): Promise<IdCardLoginOutcome> {
  try {
    const certificate = await step(() => card.getCertificate(lang));
    const prepared = await step(
      () => client.call('idCardCertificateLogin', { body: { certificate: certificate.hex } }),
      'login_prepare_not_success',
    );
    if (prepared.success === false || !prepared.token || !prepared.dtbs_hash)
      return { kind: 'failed', code: 'login_prepare_not_success' };
    const hash = base64ToHex(prepared.dtbs_hash);
    const signature = await step(() => card.sign(certificate, hash, lang));
    const verified = await step(
      () =>
        client.call('idCardLoginStatus', {
          body: { token: prepared.token ?? '', signature_value: signature.hex, user_json: prepared },
        }),
      'login_verify_not_success',
    );
    if (verified.success === false) return { kind: 'failed', code: 'login_verify_not_success' };
    const key = verified.key ?? verified.user_object?.key;
    if (!key) return { kind: 'no-user' };
    startSession(key, { loginMethod: 'id_card', cert: verified.user_object?.cert ?? certificate.hex });
    return { kind: 'logged-in' };
  } catch (error) {
    if (error instanceof CardFailure) return { kind: 'failed', code: error.code };
    throw error;
  }
}
