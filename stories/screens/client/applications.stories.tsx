import { handlersFor, scenarios, serverError, storeFor } from '@epp/fixtures';
import { ApplicationsScreen } from '@epp/screens/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press, settled, shown } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/Applications',
  component: ApplicationsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/applications' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof ApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Põhjala's pending application: two packages, and the way to register more. */
export const PendingApplications: Story = {
  play: async () => {
    const list = await loaded('screens.client.addPackage.pendingCaption', EAN_CELL);
    await expect(within(list).getAllByRole('row')).toHaveLength(3);
    await screen.findByRole('button', { name: text('screens.client.applications.add') });
  },
};

const PENDING = 'screens.client.addPackage.pendingCaption';

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'pendingApplication',
  loading: PENDING,
  empty: {
    scenario: scenarios.clientEmpty,
    text: 'screens.client.applications.empty',
    andThen: () => screen.findByRole('button', { name: text('screens.client.applications.add') }),
  },
  error: { texts: 'screens.client.applications.pendingLoadError' },
});

/** Nothing waits in the application. */
export const Empty: Story = states.Empty;

/** The pending application never answers: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The pending application fails to load: the table says why, with a retry. */
export const ServerError: Story = states.ServerError;

const fixturePackages = storeFor(scenarios.clientActiveContract).db.packages;

/** The pending rows once loaded, and the first one's EAN, name and delete button (named by both). */
async function firstPendingRow() {
  const list = await loaded(PENDING, EAN_CELL);
  const [, first] = within(list).getAllByRole('row');
  if (!first) throw new Error('no pending row');
  const ean = within(first).getByText(EAN_CELL).textContent ?? '';
  const name = fixturePackages.find((row) => row.ean === ean)?.name ?? '';
  const button = within(first).getByRole('button', {
    name: text('screens.client.applications.deleteLabel', { name, ean }),
  });
  return { list, ean, name, button };
}

/**
 * Deletes a package with the keyboard only: its row's delete button (Enter), the confirmation opens on "Tühista"
 * (a hasty Enter deletes nothing), Tab to "Kustuta", Enter.
 */
async function deleteByKeyboard(button: HTMLElement) {
  await press(button);
  const dialog = await shown(
    screen.findByRole('alertdialog', { name: text('screens.client.applications.deleteTitle') }),
  );
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
  );
  await userEvent.tab();
  await expect(
    within(dialog).getByRole('button', { name: text('screens.client.applications.deleteConfirm') }),
  ).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  return dialog;
}

/** A mistyped package is deleted from the pending application (keyboard only): the row is gone, a success shows. */
export const DeletePackage: Story = {
  play: async () => {
    const { list, ean, name, button } = await firstPendingRow();
    await deleteByKeyboard(button);
    await waitFor(() => expect(within(list).queryByText(ean)).toBeNull());
    await expect(within(list).getAllByRole('row')).toHaveLength(2);
    await screen.findByText(text('screens.client.applications.deleted', { name, ean }));
    // The deleted row's place: the next row's delete button has the focus.
    const [, next] = within(list).getAllByRole('row');
    await waitFor(() => expect(within(next as HTMLElement).getByRole('button')).toHaveFocus());
    await settled();
  },
};

/**
 * The delete fails: the dialog stays open and says why, with the focus on the reason (the kit's failed-confirm
 * policy); Escape closes it, the row stays and the focus is back on its delete button.
 */
export const DeletePackageFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { deletePackage: serverError(400, 'package_already_submitted') },
      }),
    },
  },
  play: async () => {
    const { list, ean, button } = await firstPendingRow();
    const dialog = await deleteByKeyboard(button);
    const reason = await within(dialog).findByText(
      text('screens.client.applications.deleteFailed', { error: 'package_already_submitted' }),
    );
    await waitFor(() => expect(reason.closest('[data-dialog-failure]')).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(list).getByText(ean)).toBeVisible();
    await expect(within(list).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(button).toHaveFocus());
    await settled();
  },
};
