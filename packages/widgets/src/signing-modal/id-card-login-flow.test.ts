import type { ApiClient } from '@epp/api/client';
import { describe, expect, it, vi } from 'vitest';
import type { IdCardAdapter } from './id-card-adapter';
import { logInWithIdCard } from './id-card-login-flow';

const HASH = 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=';
const prepared = { success: true, code: 'ok', token: 't-1', dtbs_hash: HASH };
const loggedIn = { success: true, code: 'ok', key: 'k-1', user_object: { key: 'k-1', cert: null, personal_code: '1' } };

/** A client answering the two calls of the flow (or failing them), recording what it was sent. */
function clientAnswering(prepare: () => Promise<unknown>, verify: () => Promise<unknown>) {
  const calls: { name: string; input: unknown }[] = [];
  const call = vi.fn(async (name: string, input: unknown) => {
    calls.push({ name, input });
    return name === 'idCardCertificateLogin' ? prepare() : verify();
  });
  return { client: { call } as unknown as Pick<ApiClient, 'call'>, calls };
}

const card = (overrides: Partial<IdCardAdapter> = {}): IdCardAdapter => ({
  getCertificate: async () => ({ hex: 'c0ffee' }),
  sign: async () => ({ hex: '5151' }),
  ...overrides,
});

describe('ID-card login', () => {
  it('prepares with the certificate, signs the hash, verifies with token, signature and user_json', async () => {
    const { client, calls } = clientAnswering(
      async () => prepared,
      async () => loggedIn,
    );
    const sign = vi.fn(async () => ({ hex: '5151' }));
    const startSession = vi.fn();
    const outcome = await logInWithIdCard({ client, card: card({ sign }), lang: 'EST', startSession });
    expect(outcome).toEqual({ kind: 'logged-in' });
    expect(calls).toEqual([
      { name: 'idCardCertificateLogin', input: { body: { certificate: 'c0ffee' } } },
      { name: 'idCardLoginStatus', input: { body: { token: 't-1', signature_value: '5151', user_json: prepared } } },
    ]);
    // the card signs the hex of the base64 hash
    expect(sign).toHaveBeenCalledWith({ hex: 'c0ffee' }, expect.stringMatching(/^abcdef12/), 'EST');
    // the session remembers the ID-card login and its certificate (Mobile-ID signing is then not offered)
    expect(startSession).toHaveBeenCalledWith('k-1', { loginMethod: 'id_card', cert: 'c0ffee' });
  });

  it.each([
    ['the prepare call fails', () => Promise.reject(new Error('500'))],
    ['the prepare answers success: false', async () => ({ success: false, code: 'error' })],
    ['the prepare answers no hash', async () => ({ success: true, token: 't-1' })],
  ])('login_prepare_not_success when %s; nothing is signed', async (_, prepare) => {
    const sign = vi.fn();
    const startSession = vi.fn();
    const { client } = clientAnswering(prepare, async () => loggedIn);
    const outcome = await logInWithIdCard({ client, card: card({ sign }), lang: 'ENG', startSession });
    expect(outcome).toEqual({ kind: 'failed', code: 'login_prepare_not_success' });
    expect(sign).not.toHaveBeenCalled();
    expect(startSession).not.toHaveBeenCalled();
  });

  it.each([
    ['the verify call fails', () => Promise.reject(new Error('500'))],
    ['the verify answers success: false', async () => ({ success: false, code: 'error' })],
  ])('login_verify_not_success when %s', async (_, verify) => {
    const startSession = vi.fn();
    const { client } = clientAnswering(async () => prepared, verify);
    expect(await logInWithIdCard({ client, card: card(), lang: 'EST', startSession })).toEqual({
      kind: 'failed',
      code: 'login_verify_not_success',
    });
    expect(startSession).not.toHaveBeenCalled();
  });

  it('the card’s own code when the certificate or the PIN fails; no user when no key is answered', async () => {
    const { client } = clientAnswering(
      async () => prepared,
      async () => ({ success: true, code: 'ok' }),
    );
    const startSession = vi.fn();
    const noCard = card({ getCertificate: () => Promise.reject(new Error('no_certificates')) });
    expect(await logInWithIdCard({ client, card: noCard, lang: 'EST', startSession })).toEqual({
      kind: 'failed',
      code: 'no_certificates',
    });
    const cancelled = card({ sign: () => Promise.reject(new Error('user_cancel')) });
    expect(await logInWithIdCard({ client, card: cancelled, lang: 'EST', startSession })).toEqual({
      kind: 'failed',
      code: 'user_cancel',
    });
    expect(await logInWithIdCard({ client, card: card(), lang: 'EST', startSession })).toEqual({ kind: 'no-user' });
    expect(startSession).not.toHaveBeenCalled();
  });
});
