import { ApiError } from '@epp/api/client';
import { type RegistryAction, type RegistryPackageFacts, testResultGroup } from '@epp/core';
import { registrySamples, scenarios, storeFor, views } from '@epp/fixtures';
import { useEppTranslation } from '@epp/i18n';
import { Button, clearAnnouncements, DialogTrigger } from '@epp/ui';
import { actionTextKeys, ConfirmWithProblems } from '@epp/widgets/confirm-with-problems';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { text } from '../support/text';

// ---- Fixture rows (the operator's registry) ------------------------------------------------------------

const db = storeFor(scenarios.operator).db;
const rows: RegistryPackageFacts[] = db.packages.map((row) => views.packageRecord(db, row));
const samples = registrySamples(db);

/** Packages with a tested, unconfirmed result (the testing list's "confirm results" selection). */
const unconfirmed: RegistryPackageFacts[] = samples.testUnconfirmed;
/** One still in testing (result N/A) and one not synchronised to the new system. */
const inTesting: RegistryPackageFacts = samples.inTesting;
const unsynced: RegistryPackageFacts = samples.unsynced;
/** A package of a client without debts or unsubmitted reports (the fixture clients all have some: cleared). */
const clean: RegistryPackageFacts = {
  ...samples.registered,
  debt: 0,
  unsubmitted_sales_reports: 0,
  last_test: { value: 1 },
};
const NOT_IN_LIST = 999_999;

// ---- Helpers -------------------------------------------------------------------------------------------

/** A viewport-high frame, so the centred modal lies inside the snapshot. */
const Frame = styled.div`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[4]};
`;

/** The list's action button that opens the modal ("Kinnita n testitulemus(t)"). */
function OpenButton({ action, count }: { action: RegistryAction; count: number }) {
  const { t } = useEppTranslation();
  return <Button variant="primary">{t(actionTextKeys(action).open, { count })}</Button>;
}

const openName = (action: RegistryAction, count: number) => text(actionTextKeys(action).open, { count });

async function open(canvasElement: HTMLElement, action: RegistryAction, count: number) {
  // Keyboard, not a click: a pointer resting on the trigger makes its hover state unstable in snapshots.
  within(canvasElement)
    .getByRole('button', { name: openName(action, count) })
    .focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('alertdialog');
}

const problem = (key: Parameters<typeof text>[0], count: number) => text(key, { count });

// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/ConfirmWithProblems',
  component: ConfirmWithProblems,
  args: {
    action: 'send-to-testing',
    selectedIds: [clean.id],
    rows,
    onConfirm: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // react-aria's pending announcement outlives an unmounted story; clear it so axe does not flag it.
  beforeEach: () => clearAnnouncements(),
  render: (args) => (
    <Frame>
      <DialogTrigger>
        <OpenButton action={args.action} count={args.selectedIds.length} />
        <ConfirmWithProblems {...args} rows={[...args.rows, clean]} />
      </DialogTrigger>
    </Frame>
  ),
} satisfies Meta<typeof ConfirmWithProblems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to warn about: only the question and the buttons. */
export const NoProblems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'send-to-testing', 1);
    await expect(dialog).toHaveAccessibleName(text('widgets.confirmWithProblems.actions.sendToTesting.title'));
    await expect(within(dialog).queryByText(text('widgets.confirmWithProblems.problemsTitle'))).toBeNull();
  },
};

/**
 * Registering a mixed selection: one id not in the list, an unsynced package, clients with unsubmitted
 * reports and debts, one in testing, unconfirmed results — each a warning with its count, none blocking.
 */
export const SeveralProblems: Story = {
  args: {
    action: 'register',
    selectedIds: [...unconfirmed.map((row) => row.id), inTesting.id, unsynced.id, NOT_IN_LIST],
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'register', args.selectedIds.length);
    await expect(dialog).toHaveAccessibleName(text('widgets.confirmWithProblems.actions.register.title'));
    await expect(within(dialog).getByText(text('widgets.confirmWithProblems.problemsTitle'))).toBeVisible();
    await expect(within(dialog).getByText(problem('widgets.confirmWithProblems.problems.notFound', 1))).toBeVisible();
    await expect(
      within(dialog).getByText(problem('widgets.confirmWithProblems.problems.testUnconfirmed', unconfirmed.length)),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', {
      name: text('widgets.confirmWithProblems.actions.register.confirm'),
    });
    await expect(confirm).toBeEnabled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/**
 * Confirming test results leaves the "unconfirmed" check out: these packages are unconfirmed by design. Their
 * results include a NOK, but "last test failed" is for a package waiting after its failed test (spec §4), not one
 * whose result is still to be confirmed.
 */
export const ConfirmResults: Story = {
  args: { action: 'confirm-results', selectedIds: unconfirmed.map((row) => row.id) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'confirm-results', unconfirmed.length);
    await expect(
      within(dialog).queryByText(problem('widgets.confirmWithProblems.problems.testUnconfirmed', unconfirmed.length)),
    ).toBeNull();
    await expect(unconfirmed.some((row) => testResultGroup(row.last_test?.value) === 'not-ok')).toBe(true);
    for (let count = 1; count <= unconfirmed.length; count += 1)
      await expect(
        within(dialog).queryByText(problem('widgets.confirmWithProblems.problems.lastTestFailed', count)),
      ).toBeNull();
  },
};

/** While the action runs: the confirm button is pending, a second press does nothing, nothing closes it. */
export const Pending: Story = {
  args: { action: 'register', selectedIds: [clean.id], onConfirm: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'register', 1);
    const confirm = within(dialog).getByRole('button', {
      name: text('widgets.confirmWithProblems.actions.register.confirm'),
    });
    await expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

/** The server refuses: the dialog stays open and lists the error codes; confirm can be pressed again. */
export const Failure: Story = {
  args: {
    action: 'register',
    selectedIds: [clean.id],
    onConfirm: fn(() =>
      Promise.reject(
        new ApiError({
          kind: 'http',
          endpoint: 'POST administrator/activate/',
          status: 400,
          body: { errors: [{ code: 'nav_error' }, { code: 'wrong_status' }] },
        }),
      ),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement, 'register', 1);
    await userEvent.keyboard('{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(text('widgets.confirmWithProblems.failed'));
    await expect(alert).toHaveTextContent('wrong_status');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    const confirm = within(dialog).getByRole('button', {
      name: text('widgets.confirmWithProblems.actions.register.confirm'),
    });
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'));
    clearAnnouncements();
  },
};

/**
 * The keyboard journey: Tab to the list's button, Enter opens (focus on confirm), Escape cancels and focus
 * returns to the button; open again and Enter confirms once.
 */
export const KeyboardJourney: Story = {
  args: { action: 'send-to-testing', selectedIds: [inTesting.id, unsynced.id] },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: openName('send-to-testing', 2) });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByRole('button', { name: text('widgets.confirmWithProblems.actions.sendToTesting.confirm') }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
