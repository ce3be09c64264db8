// Each login method as a screen-reader user hears it, in Estonian and in English: the e-mail form, Mobile-ID
// and Smart-ID to their control code and to the phone's refusal, the ID card to the card's error.
import { idCardMessage } from '@epp/core';
import { FIXTURE_CONTROL_CODE, heroPersons } from '@epp/fixtures';
import { afterEach, describe, expect, test } from 'vitest';
import * as login from '../screens/public/login.stories';
import * as loginEmail from '../screens/public/login-email.stories';
import {
  alertsHeard,
  expectFocusKept,
  expectFocusNow,
  expectOnce,
  heard,
  hearUntil,
  type Language,
  languages,
  listenTo,
  press,
  say,
  stopListening,
  tab,
  type,
} from './reader';

const { mari } = heroPersons;
const { t } = say;
afterEach(stopListening);

/** The tab of a sign-in method, as react-aria's tab list says it (each tab controls its panel). */
const methodTab = (key: 'mobileId' | 'smartId' | 'idCard', position: number) =>
  `tab, ${t(`screens.public.login.${key}`)}, selected, 1 control, position ${position}, set size 3`;
const required = (key: Parameters<typeof t>[0], value?: string) =>
  ['textbox', t(key), ...(value ? [value] : []), 'required'].join(', ');
/** The control code as the panel announces it, digit by digit, with the login instruction. */
const controlCode = () =>
  say.status(
    `${t('widgets.signingModal.controlCode')} ${FIXTURE_CONTROL_CODE.split('').join(' ')}. ${t('widgets.signingModal.loginInstruction')}`,
  );

describe.each(languages)('login, heard in %s', (language) => {
  test('e-mail and password: the fields named, the refusal announced once, the focus kept', async () => {
    await listenTo(loginEmail, 'Failed', language);
    const email = 'screens.public.loginEmail.email' as const;
    expect(await tab()).toBe(required(email));
    await type(mari.email);
    // A password field has no ARIA role: the virtual screen reader says its label, as it does for any such input.
    expect(await tab()).toBe(t('screens.public.loginEmail.password'));
    await type('vale-parool');
    expect(await heard()).toEqual([
      required(email),
      required(email, mari.email),
      t('screens.public.loginEmail.password'),
      `${t('screens.public.loginEmail.password')}, vale-parool`,
    ]);
    await press('Enter');
    expect(await alertsHeard()).toEqual([say.errorAlert(t('errors.login.checkData'))]);
    await expectFocusKept();
    expect(await tab()).toBe(say.button('screens.public.loginEmail.submit'));
  });

  test('Mobile-ID: the tab, both fields, the control code announced once, the cancel focused', async () => {
    await listenTo(login, 'MobileIdControlCode', language);
    await fillMobileId();
    await heard();
    await press('Enter');
    const log = await hearUntil(controlCode());
    // The focus moves to "cancel" (the form is gone) and the code is said once, digit by digit.
    expectOnce(log, say.button('widgets.signingModal.cancelWaiting'), controlCode());
    await expectFocusKept();
  });

  test('Mobile-ID refused on the phone: the refusal announced once', async () => {
    await mobileIdRefused(language);
  });

  // Found by this journey (issue #30): the focused "cancel" of the control-code panel went with the panel and the
  // focus fell to the page's body. The retry button now takes it.
  test('Mobile-ID refused on the phone: the focus is kept', async () => {
    await mobileIdRefused(language);
    expectFocusNow();
  });

  test('Smart-ID: the country read out, the control code announced once', async () => {
    await listenTo(login, 'SmartId', language);
    expect(await tab()).toBe(methodTab('smartId', 2));
    expect(await tab()).toBe(required('screens.public.login.personalCode'));
    await type(mari.personal_code);
    expect(await tab()).toBe(
      `textbox, ${t('screens.public.login.country')}, ${t('screens.public.login.estonia')}, read only`,
    );
    await tab(true);
    await heard();
    await press('Enter');
    const log = await hearUntil(controlCode());
    expectOnce(log, say.button('widgets.signingModal.cancelWaiting'), controlCode());
  });

  test('ID card: the button named, the card error announced once', async () => {
    await idCardFails(language);
  });

  // Found by this journey (issue #30): the pressed button was disabled while the card was asked, and the focus fell
  // to the page's body. It is pending now, which keeps the focus.
  test('ID card: the focus is kept after the card error', async () => {
    await idCardFails(language);
    expectFocusNow();
  });
});

/** From the page's top by Tab: the Mobile-ID tab, the phone and the personal code, each named, both typed. */
async function fillMobileId(): Promise<void> {
  expect(await tab()).toBe(methodTab('mobileId', 1));
  expect(await tab()).toBe(required('screens.public.login.phone'));
  await type(mari.phone);
  expect(await tab()).toBe(required('screens.public.login.personalCode'));
  await type(mari.personal_code);
}

async function mobileIdRefused(language: Language): Promise<void> {
  await listenTo(login, 'Refused', language);
  expect(await tab()).toBe(methodTab('mobileId', 1));
  expect(await tab()).toBe(required('screens.public.login.phone'));
  await type(mari.phone);
  expect(await tab()).toBe(required('screens.public.login.personalCode'));
  await type(mari.personal_code);
  await press('Enter');
  expect(await alertsHeard()).toEqual([say.errorAlert(t('errors.login.userRefused'))]);
}

async function idCardFails(language: Language): Promise<void> {
  await listenTo(login, 'IdCardPrepareNotSuccess', language);
  expect(await tab()).toBe(methodTab('idCard', 3));
  expect(await tab()).toBe(say.button('screens.public.login.idCardSubmit'));
  await press('Enter');
  const message = idCardMessage('login_prepare_not_success', language);
  expect(await alertsHeard()).toEqual([say.errorAlert(`${t('errors.login.retry')}${message}`)]);
}
