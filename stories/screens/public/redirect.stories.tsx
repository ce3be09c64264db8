import { endpoints, mswPath } from '@epp/api/endpoints';
import { handlersFor, scenarios } from '@epp/fixtures';
import { LandingRedirectScreen } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

// "/" (and any signed-in start): without a session the login page; with one, the landing page of the active
// profile's role once the user has loaded. The decorator shows where the redirect went ("navigated-to").

const meta = {
  title: 'Screens/Public/Redirect',
  component: LandingRedirectScreen,
  decorators: [withScreen],
  args: { isSignedIn: true },
  parameters: {
    layout: 'padded',
    screen: { path: '/' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof LandingRedirectScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const wentTo = async (canvasElement: HTMLElement, path: string) =>
  expect(await within(canvasElement).findByTestId('navigated-to')).toHaveTextContent(path);

/** No session: the login page. */
export const LoggedOut: Story = {
  args: { isSignedIn: false },
  parameters: { msw: { handlers: handlersFor(scenarios.loggedOut) } },
  play: async ({ canvasElement }) => wentTo(canvasElement, '/login'),
};

/** A client: the dashboard. */
export const Client: Story = {
  play: async ({ canvasElement }) => wentTo(canvasElement, '/dashboard'),
};

/** A partner (test laboratory): package testing. */
export const Partner: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.partner) } },
  play: async ({ canvasElement }) => wentTo(canvasElement, '/packages/testing'),
};

/** The operator: the registry's applications. */
export const Operator: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.operator) } },
  play: async ({ canvasElement }) => wentTo(canvasElement, '/registry/applications'),
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'currentUser',
  loading: async ({ canvasElement }) => {
    await within(canvasElement).findByText(text('common.currentUser.loading'));
    await expect(
      within(canvasElement).getByRole('progressbar', { name: text('common.currentUser.loading') }),
    ).toBeVisible();
  },
  error: { texts: 'common.currentUser.loadError' },
});

/** The user is loading: a spinner that says so. */
export const Loading: Story = states.Loading;

/** The page's error line: the load failure with the server's reason. */
const loadError = (error: string) => text('common.currentUser.loadError', { error });

/** Loading the user fails: the reason and a retry (the page is never blank). */
export const LoadError: Story = states.ServerError;

/** Loading the user fails once: the retry goes on to the landing page. */
export const RetryAfterLoadError: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(
          mswPath(endpoints.currentUser),
          () => HttpResponse.json({ errors: [{ code: 'server_error' }] }, { status: 500 }),
          { once: true },
        ),
        ...handlersFor(scenarios.clientActiveContract),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(loadError('server_error'));
    await userEvent.click(canvas.getByRole('button', { name: text('common.actions.retry') }));
    await wentTo(canvasElement, '/dashboard');
  },
};
