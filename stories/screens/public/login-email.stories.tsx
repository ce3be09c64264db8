import { FIXTURE_PASSWORD, handlersFor, heroPersons, scenarios } from '@epp/fixtures';
import { LoginEmailScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

// /login/email over the fixture world with nobody logged in (every fixture person's password is FIXTURE_PASSWORD).

const { mari } = heroPersons;

const meta = {
  title: 'Screens/Public/LoginEmail',
  component: LoginEmailScreen,
  decorators: [withScreen],
  args: { ...publicCookies },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/login/email' },
    msw: { handlers: handlersFor(scenarios.loggedOut) },
  },
} satisfies Meta<typeof LoginEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: new RegExp(`^${text('screens.public.loginEmail.email')}`) });
const password = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(new RegExp(`^${text('screens.public.loginEmail.password')}`));
const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('screens.public.loginEmail.submit') });

/** The empty form; the links to the forgotten password and back to the sign-in methods. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: text('screens.public.loginEmail.forgot') }),
    ).toHaveAttribute('href', '/forgot-password');
  },
};

/** Submitted empty, then with an address that is not one: the fields say why. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submit(canvasElement));
    await expect(await canvas.findAllByText(text('common.fieldRequired'))).toHaveLength(2);
    await userEvent.type(email(canvasElement), 'mari.tamm');
    await canvas.findByText(text('common.invalidEmail'));
  },
};

/** A wrong password: "Sisselogimine ebaõnnestus! Palun kontrolli andmeid.", the fields keep their values. */
export const Failed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), mari.email);
    await userEvent.type(password(canvasElement), 'vale-parool');
    await userEvent.keyboard('{Enter}');
    await within(canvasElement).findByText(text('errors.login.checkData'));
    await expect(email(canvasElement)).toHaveValue(mari.email);
  },
};

/** The portal's demo hint under the form (a node the portal passes). */
export const DemoHint: Story = {
  args: {
    hint: (
      <p data-testid="demo-hint">
        <code>{mari.email}</code> · <code>{FIXTURE_PASSWORD}</code>
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demo-hint')).toBeVisible();
  },
};

/** The right password: the client lands on the dashboard. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(email(canvasElement), mari.email);
    await userEvent.type(password(canvasElement), FIXTURE_PASSWORD);
    await userEvent.click(submit(canvasElement));
    await expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent('/dashboard');
  },
};
