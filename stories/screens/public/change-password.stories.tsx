import { answer, handlersFor, scenarios } from '@epp/fixtures';
import { ChangePasswordScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

// /change-password/{uid}/{token}: the fixtures open a session for any token except "expired".

const meta = {
  title: 'Screens/Public/ChangePassword',
  component: ChangePasswordScreen,
  decorators: [withScreen],
  args: { ...publicCookies, uid: 'MQ', token: 'c8k2-4f1c2d' },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/change-password/MQ/c8k2-4f1c2d' },
    msw: { handlers: handlersFor(scenarios.loggedOut) },
  },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fields = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const password = await canvas.findByLabelText(new RegExp(`^${text('screens.public.changePassword.newPassword')}`));
  const repeat = canvas.getByLabelText(new RegExp(`^${text('screens.public.changePassword.repeatPassword')}`));
  return { password, repeat };
};
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('screens.public.changePassword.submit') });

/** The two passwords differ: "Paroolid on erinevad" under the repeat; nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const { password, repeat } = await fields(canvasElement);
    await userEvent.type(password, 'Pandipakend2026!');
    await userEvent.type(repeat, 'Pandipakend2025!');
    await userEvent.click(submit(canvasElement));
    await within(canvasElement).findByText(text('screens.public.changePassword.mismatch'));
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The link is no longer active: "Antud link ei ole aktiivne" and a way to ask for a new one. */
export const InactiveLink: Story = {
  args: { token: 'expired' },
  parameters: { screen: { path: '/change-password/MQ/expired' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(text('errors.password.linkInactive'));
    await expect(canvas.getByRole('link', { name: text('screens.public.changePassword.forgot') })).toBeVisible();
  },
};

/** The server refuses the passwords: its messages after "Parool:" and "Kordusparool:". */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.loggedOut, {
        overrides: {
          passwordChange: answer(400, {
            new_password1: ['See parool on liiga lühike. See peab sisaldama vähemalt 8 tähemärki.'],
            new_password2: ['See parool on liiga levinud.'],
          }),
        },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const { password, repeat } = await fields(canvasElement);
    await userEvent.type(password, 'parool');
    await userEvent.type(repeat, 'parool');
    await userEvent.click(submit(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/Parool: See parool on liiga lühike|Password: See parool on liiga lühike/);
  },
};

/** The password is changed; a link to log in. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const { password, repeat } = await fields(canvasElement);
    await userEvent.type(password, 'Pandipakend2027!');
    await userEvent.type(repeat, 'Pandipakend2027!');
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByText(text('screens.public.changePassword.changed'));
  },
};
