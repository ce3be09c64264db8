// The contract signing modal as a screen-reader user hears it, in Estonian and in English: from the client's
// contract tab "Sõlmi leping" opens it, Tab names every field of the form, Mobile-ID is chosen with the keyboard,
// the control code is announced once, "Katkesta" stops the wait and the cancellation is said once, and closing the
// modal keeps the focus in the page although the button that opened it is gone (the contract was made).
import {
  answer,
  FIXTURE_CONTROL_CODE,
  handlersFor,
  heroClients,
  heroPersons,
  reference,
  scenarios,
} from '@epp/fixtures';
import { FOCUS_HOME_ATTRIBUTE } from '@epp/ui';
import { screen } from 'storybook/test';
import { afterEach, describe, expect, test } from 'vitest';
import * as profileContract from '../screens/client/profile-contract.stories';
import {
  expectFocusKept,
  expectOnce,
  hearAll,
  heard,
  hearUntil,
  languages,
  listenTo,
  press,
  type StoryModule,
  say,
  stopListening,
  tab,
  tabUntil,
} from './reader';

const { t } = say;
const toomas = heroPersons.toomas;
const metsa = heroClients.metsa;
afterEach(stopListening);

/**
 * Metsa Mahlad OÜ has no contract and Toomas logged in by Mobile-ID, so Mobile-ID signing is offered; the phone has
 * not answered yet, so the control code stays until the user cancels. A store of its own for each run: signing
 * makes the contract.
 */
const journey = (): StoryModule => ({
  default: profileContract.default,
  MobileIdWaiting: {
    parameters: {
      screen: { path: '/profile/contract', login: { loginMethod: 'mobile_id', cert: null } },
      msw: {
        handlers: handlersFor(scenarios.clientNoContract, {
          overrides: { signStatus: answer(200, { success: true, code: 'waiting' }) },
        }),
      },
    },
  },
});

type Field = Parameters<typeof t>[0];
const field = (key: string) => `widgets.signingModal.fields.${key}` as Field;
/** A required text field of the form as the screen reader says it, with the value the profiles filled in. */
const required = (key: string, value: string, description?: string) =>
  ['textbox', t(field(key)), value, ...(description ? [description] : []), 'required'].join(', ');
const controlCode = () =>
  say.status(
    `${t('widgets.signingModal.controlCode')} ${FIXTURE_CONTROL_CODE.split('').join(' ')}. ${t('widgets.signingModal.codeInstruction')}`,
  );
const basis = reference.basisOptions.find((option) => option.value === 2)?.label;
const methodRadio = (key: 'mobileId' | 'smartId' | 'idCard', position: number, ...states: string[]) =>
  ['radio', `${position} ${t(`widgets.signingModal.methods.${key}`)}`, ...states, `position ${position}`, 'set size 3']
    .filter(Boolean)
    .join(', ');

describe.each(languages)('signing the contract, heard in %s', (language) => {
  test('Mobile-ID: every field named, the control code once, the cancellation once, the focus kept in the page', async () => {
    await listenTo(journey(), 'MobileIdWaiting', language);
    const opener = say.button('screens.profile.contracts.sign');
    // "Sõlmi leping" is offered once the company's contracts say it has none.
    await screen.findByRole('button', { name: t('screens.profile.contracts.sign') });
    await tabUntil(opener);
    await press('Enter');
    // The profiles load first (a dialog of the same title says so), then the form's dialog takes the focus.
    await screen.findByRole('textbox', { name: new RegExp(`^${t(field('firstName'))}`) });
    await hearUntil(`dialog, ${t('widgets.signingModal.title')}`);
    await expectFocusKept();
    await heard();
    const terms = `checkbox, ${t('widgets.signingModal.terms')}, not checked, required`;
    expect(await tabUntil(terms)).toEqual([
      say.button('ui.modal.close'),
      required('firstName', toomas.first_name),
      required('lastName', toomas.last_name),
      required('phone', toomas.phone),
      required('profession', toomas.profession),
      required('email', toomas.email),
      required('companyName', metsa.name, t('widgets.signingModal.companyHint')),
      required('regNumber', metsa.reg_number),
      required('kmkr', metsa.kmkr),
      // The basis the profiles chose (Toomas is not on the board), with why the other cannot be chosen.
      `radio, ${basis}, ${t('widgets.signingModal.basisHint')}, checked, position 2, set size 2`,
      required('companyEmail', metsa.invoice_email),
      required('iban', metsa.iban),
      required('fullAddress', metsa.full_address),
      required('zipCode', metsa.zip_code),
      required('city', metsa.city),
      terms,
    ]);
    await press(' ');
    const external = t('ui.link.external');
    expect(await tabUntil(methodRadio('mobileId', 1, 'not checked'))).toEqual([
      `link, ${t('widgets.signingModal.contractLink')} ${external}`,
      `link, ${t('widgets.signingModal.termsLink')} ${external}`,
      methodRadio('mobileId', 1, 'not checked'),
    ]);
    await press(' ');
    expect([await tab(), await tab()]).toEqual([
      say.button('widgets.signingModal.close'),
      say.button('widgets.signingModal.sign'),
    ]);
    await heard();
    await press('Enter');
    // Saved, the contract made, Mobile-ID asked: the code once, digit by digit, and "Katkesta" focused.
    const log = await hearUntil(controlCode());
    expectOnce(log, say.button('widgets.signingModal.cancelWaiting'), controlCode());
    await expectFocusKept();
    await press('Enter');
    // Cancelled: said once, politely, and the retry takes the focus.
    const canceled = say.status(t('widgets.signingModal.canceled'));
    const retry = say.button('common.actions.retry');
    expectOnce(await hearAll(canceled, retry), canceled, retry);
    await tabUntil(say.button('widgets.signingModal.close'));
    await press('Enter');
    // The contract is made (pending), so "Sõlmi leping", which opened the modal, is gone: the focus goes to the
    // top of the page's content (its focus home), the profile's first tab, not to the page's body.
    const home = document.querySelector(`[${FOCUS_HOME_ATTRIBUTE}]`);
    await hearUntil((said) => said.startsWith('tab, '));
    await expectFocusKept();
    expect(home?.contains(document.activeElement)).toBe(true);
  }, 60_000); // about forty keys, each answered by the page: a long journey on a loaded machine
});
