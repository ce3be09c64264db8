import { answer, handlersFor, heroPersons, scenarios, serverError } from '@epp/fixtures';
import { ForgotPasswordScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { requestCounter, submitTwiceInOneTick } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

const meta = {
  title: 'Screens/Public/ForgotPassword',
  component: ForgotPasswordScreen,
  decorators: [withScreen],
  args: { ...publicCookies },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/forgot-password' },
    msw: { handlers: handlersFor(scenarios.loggedOut) },
  },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${text('screens.public.forgotPassword.email')}`) });
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('screens.public.forgotPassword.submit') });

/** The e-mail is required. */
export const RequiredEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(submit(canvasElement));
    await within(canvasElement).findByText(text('screens.public.forgotPassword.required'));
  },
};

/** The link is sent. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), heroPersons.mari.email);
    await userEvent.keyboard('{Enter}');
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(heroPersons.mari.email);
  },
};

const resets = requestCounter('post', 'rest-auth/password/reset/');

/** Submitted twice in one tick (a double click, a held Enter): one link is sent. */
export const SentOnce: Story = {
  parameters: { msw: { handlers: [resets.handler, ...handlersFor(scenarios.loggedOut)] } },
  play: async ({ canvasElement }) => {
    resets.reset();
    await userEvent.type(email(canvasElement), heroPersons.mari.email);
    await submitTwiceInOneTick(email(canvasElement));
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(heroPersons.mari.email);
    await expect(resets.count()).toBe(1);
  },
};

/** The call fails: the reason, and the form stays for another try. */
export const ServerError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenarios.loggedOut, { overrides: { passwordReset: serverError(500) } }) },
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), heroPersons.mari.email);
    await userEvent.click(submit(canvasElement));
    await within(canvasElement).findByRole('alert');
    await expect(email(canvasElement)).toHaveValue(heroPersons.mari.email);
  },
};

/** The server refuses the address: its `email` messages (and `detail`) are shown, the form stays. */
export const EmailRefused: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.loggedOut, {
        overrides: {
          passwordReset: answer(400, {
            detail: 'Parooli taastamine ebaõnnestus.',
            email: ['Selle e-posti aadressiga kasutajat ei leitud.'],
          }),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(email(canvasElement), heroPersons.mari.email);
    await userEvent.click(submit(canvasElement));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('screens.public.forgotPassword.refused'));
    await expect(alert).toHaveTextContent('Selle e-posti aadressiga kasutajat ei leitud.');
    await expect(alert).toHaveTextContent('Parooli taastamine ebaõnnestus.');
    await expect(email(canvasElement)).toHaveValue(heroPersons.mari.email);
  },
};
