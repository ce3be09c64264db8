// ID-card login through the portal's own bundled hwcrypto.js (issue #26): a fake browser extension in the page
// (support/id-card.mjs) answers the card's calls, so hwcrypto.js finds it and speaks its protocol as it does with
// the Web eID extension. Without the extension: no_implementation; over plain http: not_allowed (hwcrypto.js's
// own answers); then every error code the extension can answer shows the spec's text under the login failure;
// then the card signs in to the client's dashboard.

import {
  answerNext,
  cardErrorCodes,
  extensionCalls,
  idCardBench,
  installFakeExtension,
  openIdCardLogin,
} from './support/id-card.mjs';

export const title =
  'ID-card login through the bundled hwcrypto.js and a fake extension: each error code, then the dashboard';

/** A card no demo person holds: the demo logs it in as the client account (klient@demo.ee). */
const CARD = { personalCode: '38001085718', firstName: 'TESTER', lastName: 'KAART' };

export async function run({ browser, baseUrl, step, openPage, expectOneHeading, exact, et }) {
  const bench = await idCardBench({ card: CARD });
  /** Presses "Logi sisse ID-kaardiga" and waits for the login failure with the card's text for `code`. */
  const failsWith = async (page, submit, code) => {
    await submit.click();
    const alert = page.getByRole('alert').filter({ hasText: et.errors.login.retry });
    await alert.getByText(exact(et.errors.idCard[code])).waitFor();
  };

  try {
    await step('ID-card login without the extension (over https): no_implementation', async () => {
      const { page, done } = await openPage(browser, bench.url);
      await failsWith(page, await openIdCardLogin(page, et, exact), 'no_implementation');
      await done();
    });

    await step(
      'ID-card login over plain http, the extension there: not_allowed, the extension never asked',
      async () => {
        const { page, done } = await openPage(browser, baseUrl);
        await installFakeExtension(page.context(), bench.cards.card);
        await failsWith(page, await openIdCardLogin(page, et, exact), 'not_allowed');
        const calls = await extensionCalls(page);
        if (calls.some((call) => call.type !== 'VERSION'))
          throw new Error(`the extension was asked over http: ${JSON.stringify(calls)}`);
        await done();
      },
    );

    const { page, done } = await openPage(browser, bench.url);
    await installFakeExtension(page.context(), bench.cards.card);
    const submit = await openIdCardLogin(page, et, exact);

    await step('each error code the extension answers shows its text (certificate, then PIN step)', async () => {
      for (const [index, code] of cardErrorCodes(et).entries()) {
        // the odd ones fail at the signature (after the service prepared the login), the even ones at the certificate
        await answerNext(page, index % 2 ? 'SIGN' : 'CERT', code);
        await failsWith(page, submit, code);
      }
      // a code the spec does not know (the plugin's driver_error) reads as a technical error
      await answerNext(page, 'SIGN', 'driver_error');
      await answerNext(page, 'CERT', 'user_cancel');
      await failsWith(page, submit, 'user_cancel');
      await failsWith(page, submit, 'technical_error');
    });

    await step('the card signs in: certificate, PIN signature of the SHA-256 hash → dashboard', async () => {
      await submit.click();
      await page.waitForURL('**/dashboard');
      await expectOneHeading(page);
      const calls = await extensionCalls(page);
      const last = calls.slice(-2);
      if (
        last[0]?.type !== 'CERT' ||
        last[1]?.type !== 'SIGN' ||
        last[1].hashtype !== 'SHA-256' ||
        last[1].lang !== 'EST'
      )
        throw new Error(`the card was asked: ${JSON.stringify(last)}`);
    });
    await done();
  } finally {
    bench.close();
  }
}
