import { ID_CARD_ERROR_CODES, idCardMessage } from '@epp/core';
import { answer, FIXTURE_CONTROL_CODE, handlersFor, heroPersons, scenarios, serverError } from '@epp/fixtures';
import { LoginScreen } from '@epp/screens/public';
import type { IdCardAdapter } from '@epp/widgets/signing-modal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyI18n } from '../../../.storybook/story-i18n';
import { press } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

// /login with the fixture world and nobody logged in: Mobile-ID, Smart-ID, ID-card, the e-mail link when
// enabled, and every login error of spec §8 (the e-mail one is in Screens/Public/LoginEmail).

const { mari } = heroPersons;
/** A valid Estonian personal code that belongs to nobody in the fixtures. */
const STRANGER = '49403136526';

const meta = {
  title: 'Screens/Public/Login',
  component: LoginScreen,
  decorators: [withScreen],
  args: { ...publicCookies, intervalMs: 20 },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/login' },
    msw: { handlers: handlersFor(scenarios.loggedOut) },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement, key: 'phone' | 'personalCode') =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${text(`screens.public.login.${key}`)}`) });
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('screens.public.login.submit') });

async function fillMobileId(canvasElement: HTMLElement, phone: string, personalCode: string) {
  await userEvent.type(field(canvasElement, 'phone'), phone);
  await userEvent.type(field(canvasElement, 'personalCode'), personalCode);
  await userEvent.click(submit(canvasElement));
}

/** The Mobile-ID form first; no e-mail link (e-mail login not enabled). */
export const MobileId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: text('screens.public.login.mobileId') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('link', { name: text('screens.public.login.emailLink') })).toBeNull();
  },
};

/** By keyboard: Tab to the phone, type, Tab to the personal code, type, Enter: the control code to compare. */
export const MobileIdControlCode: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.eidLoginWaiting) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: text('screens.public.login.mobileId') }).focus();
    const phone = field(canvasElement, 'phone');
    for (let step = 0; step < 4 && document.activeElement !== phone; step += 1) await userEvent.tab();
    await expect(phone).toHaveFocus();
    await userEvent.keyboard(mari.phone);
    await userEvent.tab();
    await expect(field(canvasElement, 'personalCode')).toHaveFocus();
    await userEvent.keyboard(mari.personal_code);
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByTestId('control-code-panel');
    await expect(panel).toHaveTextContent(FIXTURE_CONTROL_CODE);
    await expect(within(panel).getByRole('button', { name: text('widgets.signingModal.cancelWaiting') })).toHaveFocus();
  },
};

/** The phone confirms: the session is stored and the client lands on the dashboard. */
export const MobileIdSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fillMobileId(canvasElement, mari.phone, mari.personal_code);
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('/dashboard');
  },
};

/** Empty fields are flagged on the fields; nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    // By the keyboard: the errors it brings move the button down from under a clicking pointer, and whether the
    // picture then shows it hovered depended on when Chromium noticed (run q43).
    await press(submit(canvasElement));
    await expect(await within(canvasElement).findAllByText(text('common.fieldRequired'))).toHaveLength(2);
  },
};

/** "Sisselogimine ebaõnnestus. Kasutaja keeldus." — the user refused on the phone. */
export const Refused: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.eidLoginCanceled) } },
  play: async ({ canvasElement }) => {
    await fillMobileId(canvasElement, mari.phone, mari.personal_code);
    await within(canvasElement).findByText(text('errors.login.userRefused'));
  },
};

/** "Kasutajat ei tagastatud." — the eID service knows no such user. */
export const NoUser: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.loggedOut, {
        overrides: { loginStatus: answer(200, { code: 'user_not_found' }) },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await fillMobileId(canvasElement, mari.phone, mari.personal_code);
    await within(canvasElement).findByText(text('errors.login.noUser'));
  },
};

/** "Sisselogimine ebaõnnestus. Palun proovige uuesti." — the start fails; "try again" gives the form back. */
export const TryAgain: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.loggedOut, { overrides: { mobileLogin: serverError(500) } }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillMobileId(canvasElement, mari.phone, STRANGER);
    await canvas.findByText(text('errors.login.retry'));
    await userEvent.click(canvas.getByRole('button', { name: text('common.actions.retry') }));
    await expect(field(canvasElement, 'personalCode')).toHaveValue(STRANGER);
    await expect(canvas.queryByText(text('errors.login.retry'))).toBeNull();
  },
};

/** "Sisselogimine ebaõnnestus. Pole Eesti rahvusest." — the personal code is not an Estonian one. */
export const NotEstonian: Story = {
  play: async ({ canvasElement }) => {
    await fillMobileId(canvasElement, mari.phone, '010190-12345');
    await within(canvasElement).findByText(text('errors.login.notEstonian'));
  },
};

/** "Sisselogimine ebaõnnestus. Palun kontrollige andmeid." — a mistyped personal code (check digit). */
export const CheckData: Story = {
  play: async ({ canvasElement }) => {
    await fillMobileId(canvasElement, mari.phone, '49403136527');
    await within(canvasElement).findByText(text('errors.login.checkDataFormal'));
  },
};

/** Smart-ID: the personal code and the country, Estonia. */
export const SmartId: Story = {
  args: { defaultMethod: 'smart-id' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: new RegExp(text('screens.public.login.phone')) })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: text('screens.public.login.country') })).toHaveValue(
      text('screens.public.login.estonia'),
    );
  },
};

/** Smart-ID confirmed on the phone: the client lands on the dashboard. */
export const SmartIdSuccess: Story = {
  args: { defaultMethod: 'smart-id' },
  play: async ({ canvasElement }) => {
    await userEvent.type(field(canvasElement, 'personalCode'), mari.personal_code);
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('/dashboard');
  },
};

let idCardCode = 'no_implementation';
const failingCard: IdCardAdapter = {
  getCertificate: async () => {
    throw new Error(idCardCode);
  },
  sign: async () => {
    throw new Error(idCardCode);
  },
};

/** Every ID-card error code shows the card's own message under "please try again"; the last one stays. */
export const IdCardErrors: Story = {
  args: { defaultMethod: 'id-card', idCard: failingCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: text('screens.public.login.idCardSubmit') });
    for (const code of ID_CARD_ERROR_CODES) {
      idCardCode = code;
      await userEvent.click(button);
      await canvas.findByText(idCardMessage(code, storyI18n.language), { exact: false });
    }
    await expect(canvas.getByText(text('errors.login.retry'))).toBeVisible();
  },
};

/** A card that gives its certificate and signs with the PIN. */
const workingCard: IdCardAdapter = {
  getCertificate: async () => ({ hex: 'c0ffee' }),
  sign: async () => ({ hex: '00' }),
};

/** Presses "log in with ID-card" and waits for the card message of `code` under "please try again". */
async function idCardFailsWith(
  canvasElement: HTMLElement,
  code: 'login_prepare_not_success' | 'login_verify_not_success',
) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: text('screens.public.login.idCardSubmit') }));
  await canvas.findByText(idCardMessage(code, storyI18n.language), { exact: false });
  await expect(canvas.getByText(text('errors.login.retry'))).toBeVisible();
  await expect(canvas.queryByTestId('navigated-to')).toBeNull();
}

/** The service cannot prepare the login for the card's certificate (dokobit/auth/id-card/ answers no success). */
export const IdCardPrepareNotSuccess: Story = {
  args: { defaultMethod: 'id-card', idCard: workingCard },
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.loggedOut, {
        overrides: { idCardCertificateLogin: answer(200, { success: false, code: 'error' }) },
      }),
    },
  },
  play: ({ canvasElement }) => idCardFailsWith(canvasElement, 'login_prepare_not_success'),
};

/** The signature made with the PIN is not accepted (dokobit/id-card-auth/status/ answers no success). */
export const IdCardVerifyNotSuccess: Story = {
  args: { defaultMethod: 'id-card', idCard: workingCard },
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.loggedOut, {
        overrides: { idCardLoginStatus: answer(200, { success: false, code: 'error' }) },
      }),
    },
  },
  play: ({ canvasElement }) => idCardFailsWith(canvasElement, 'login_verify_not_success'),
};

/**
 * The card gives its certificate, the login is prepared, the card signs the hash, the signature is verified:
 * the first fixture person is logged in and lands on their page.
 */
export const IdCardSuccess: Story = {
  args: { defaultMethod: 'id-card', idCard: workingCard },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: text('screens.public.login.idCardSubmit') }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toBeInTheDocument());
  },
};

/** E-mail login enabled: the link to /login/email shows. */
export const EmailLinkShown: Story = {
  args: { emailLoginEnabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: text('screens.public.login.emailLink') }),
    ).toHaveAttribute('href', '/login/email');
  },
};
