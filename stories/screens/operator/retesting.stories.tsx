import { handlersFor, heroPackage, packageStatusLabel, STATUS, scenarios } from '@epp/fixtures';
import { RegistryRetestingScreen } from '@epp/screens/operator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';
import { chooseRows, confirmButton, confirmWithStartDate, dialogNamed, testListLoaded } from './test-list-steps';

const siider = heroPackage('Põhjala Õunasiider 0,5 l'); // waiting (6): its NOK confirmed, so no tested_at and listed last
const porter = heroPackage('Põhjala Porter 0,5 l'); // in retesting (9)
/** The waiting package the scenario left without tested_at. */
const untested = scenarios.retestConfirmable
  .seed()
  .packages.find((row) => row.status_id === STATUS.waiting && row.tested_at === null);
const CAPTION = 'screens.operator.registryRetesting.caption';
/** The status labels the demo server gives (fixtures' reference data). */
const PACKAGE_STATUS = {
  waiting: packageStatusLabel(STATUS.waiting) ?? '',
  passed: packageStatusLabel(STATUS.retestPassed) ?? '',
};
const CONFIRM = 'widgets.confirmWithProblems.actions.confirmResults.open';

const meta = {
  title: 'Screens/Operator/Retesting',
  component: RegistryRetestingScreen,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/registry/retesting' },
    msw: { handlers: handlersFor(scenarios.operator) },
  },
} satisfies Meta<typeof RegistryRetestingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const confirmOpen = (count: number) => screen.getByRole('button', { name: text(CONFIRM, { count }) });

/** The packages in retesting (5, 6, 9); the only bulk action is confirming results. */
export const List: Story = {
  play: async () => {
    const table = await testListLoaded(CAPTION, siider.ean);
    await expect(within(table).getByRole('cell', { name: porter.ean })).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.operatorRetesting'), selected: true })).toBeVisible();
    await expect(confirmOpen(0)).toBeDisabled();
    await expect(
      screen.queryByRole('button', { name: text('widgets.confirmWithProblems.actions.register.open', { count: 0 }) }),
    ).toBeNull();
  },
};

/**
 * Confirm only when every selected package is waiting and tested: a package in retesting or a waiting one
 * without tested_at disables it; then the waiting, tested one is confirmed with a sales start date by keyboard.
 */
export const ConfirmRetestRules: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.retestConfirmable) } },
  play: async () => {
    const table = await testListLoaded(CAPTION, siider.ean);
    await chooseRows(table, [siider.ean]);
    await expect(confirmOpen(1)).toBeEnabled();
    await chooseRows(table, [porter.ean]);
    await expect(confirmOpen(2)).toBeDisabled();
    await chooseRows(table, [porter.ean]);
    if (untested) {
      await chooseRows(table, [untested.ean]);
      await expect(confirmOpen(2)).toBeDisabled();
      await chooseRows(table, [untested.ean]);
    }
    await press(confirmOpen(1));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.confirmResults.title');
    await press(confirmButton(dialog, 'widgets.confirmWithProblems.actions.confirmResults.confirm'));
    await within(dialog).findByText(text('screens.operator.registry.testLists.startDateMissing'));
    await confirmWithStartDate(dialog, siider.ean);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await settled();
  },
};

/**
 * A retest the laboratory passed waits for the operator like a failed one (spec §4: waiting, with tested_at), so
 * "Kinnita 1 testitulemus(t)" confirms it; confirmed, the package has passed ("Kordustest õnnestus").
 */
export const ConfirmPassedRetest: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.retestPassedWaiting) } },
  play: async () => {
    const table = await testListLoaded(CAPTION, porter.ean);
    const row = () => within(table).getByRole('cell', { name: porter.ean }).closest('tr') as HTMLElement;
    await expect(within(row()).getByText(PACKAGE_STATUS.waiting)).toBeVisible();
    await chooseRows(table, [porter.ean]);
    await expect(confirmOpen(1)).toBeEnabled();
    await press(confirmOpen(1));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.confirmResults.title');
    await confirmWithStartDate(dialog, porter.ean);
    await waitFor(() => expect(within(row()).getByText(PACKAGE_STATUS.passed)).toBeVisible());
    await settled();
  },
};

const states = screenStateStories({
  scenario: scenarios.operator,
  endpoints: 'adminPackagesInRetest',
  loading: CAPTION,
  empty: { scenario: scenarios.operatorEmpty, text: 'screens.operator.registryRetesting.empty' },
  error: { texts: 'screens.operator.registry.testLists.loadError' },
});

/** Nothing in retesting: 'Ükski kordustest ei vastanud otsingutingimustele.' */
export const Empty: Story = states.Empty;

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
