import { formatDisplayDate } from '@epp/core';
import { FIXTURE_TODAY, handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { RegistryTestingScreen } from '@epp/screens/operator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';
import { chooseRows, confirmButton, confirmWithStartDate, dialogNamed, rowOf, testListLoaded } from './test-list-steps';

const kali = heroPackage('Põhjala Leivakali 1,5 l'); // test-unconfirmed (10)
const kelluke = heroPackage('Kelluke Limonaad 0,33 l'); // in testing (3), its test open (N/A)
const CAPTION = 'screens.operator.registryTesting.caption';

const meta = {
  title: 'Screens/Operator/Testing',
  component: RegistryTestingScreen,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/registry/testing' },
    msw: { handlers: handlersFor(scenarios.operator) },
  },
} satisfies Meta<typeof RegistryTestingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = (key: Parameters<typeof text>[0], count: number) =>
  screen.getByRole('button', { name: text(key, { count }) });
const CONFIRM = 'widgets.confirmWithProblems.actions.confirmResults.open';
const REGISTER = 'widgets.confirmWithProblems.actions.register.open';
const RESEND = 'widgets.confirmWithProblems.actions.sendToTesting.open';

/** The packages in testing (3, 10, 4) with their columns; the EAN filter typed and applied with Enter. */
export const List: Story = {
  play: async () => {
    const table = await testListLoaded(CAPTION, kali.ean);
    await expect(screen.getByRole('tab', { name: text('routes.operatorTesting'), selected: true })).toBeVisible();
    await expect(screen.getByRole('search', { name: text('screens.operator.registry.searchTitle') })).toBeVisible();
    await expect(
      within(rowOf(table, kelluke.ean)).getByRole('group', { name: text('widgets.conditionIcons.label') }),
    ).toBeVisible();
    // Every row is of the testing group: no retesting status shows.
    await expect(within(table).queryByText('Ootel')).toBeNull();
    await userEvent.type(
      screen.getByRole('textbox', { name: text('screens.operator.registry.columns.ean') }),
      `${kali.ean}{Enter}`,
    );
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(rowOf(table, kali.ean)).toBeVisible();
  },
};

/** "Kinnita n testitulemus(t)" only while every selected package is test-unconfirmed; "Tühista valik (n)" clears. */
export const ConfirmEnabledOnlyForTestUnconfirmed: Story = {
  play: async () => {
    const table = await testListLoaded(CAPTION, kali.ean);
    await chooseRows(table, [kali.ean]);
    await expect(open(CONFIRM, 1)).toBeEnabled();
    await chooseRows(table, [kelluke.ean]);
    await expect(open(CONFIRM, 2)).toBeDisabled();
    await expect(open(REGISTER, 2)).toBeEnabled();
    await press(
      screen.getByRole('button', { name: text('screens.operator.registry.testLists.clearSelection', { count: 2 }) }),
    );
    await expect(open(CONFIRM, 0)).toBeDisabled();
  },
};

/** Registering asks "Võimalikud probleemid:" and needs a sales start date and a location mark before it runs. */
export const ConfirmModalWithProblems: Story = {
  play: async () => {
    const table = await testListLoaded(CAPTION, kelluke.ean);
    await chooseRows(table, [kelluke.ean]);
    await press(open(REGISTER, 1));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.register.title');
    await expect(within(dialog).getByText(text('widgets.confirmWithProblems.problemsTitle'))).toBeVisible();
    await expect(
      within(dialog).getByText(text('widgets.confirmWithProblems.problems.inTesting', { count: 1 })),
    ).toBeVisible();
    await press(confirmButton(dialog, 'widgets.confirmWithProblems.actions.register.confirm'));
    await within(dialog).findByText(text('screens.operator.registry.testLists.startDateMissing'));
    await expect(within(dialog).getByText(text('screens.operator.registry.testLists.locationMissing'))).toBeVisible();
  },
};

/** Register a test-unconfirmed package with a sales start date and a location mark, all by keyboard. */
export const Register: Story = {
  play: async () => {
    const table = await testListLoaded(CAPTION, kali.ean);
    await chooseRows(table, [kali.ean]);
    await press(open(REGISTER, 1));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.register.title');
    within(dialog)
      .getByRole('textbox', { name: text('screens.operator.registry.testLists.startDate') })
      .focus();
    await userEvent.keyboard(`${formatDisplayDate(FIXTURE_TODAY)}{Tab}`);
    within(dialog)
      .getByRole('textbox', { name: text('screens.operator.registry.testLists.location') })
      .focus();
    await userEvent.keyboard('B2');
    await press(confirmButton(dialog, 'widgets.confirmWithProblems.actions.register.confirm'));
    await screen.findByText(text('screens.operator.registry.results.registered', { eans: kali.ean }));
    await waitFor(() => expect(within(table).queryByRole('cell', { name: kali.ean })).toBeNull());
    await settled();
  },
};

/** Resend to testing: the one sent by EAN, the refused ones each with its reason. */
export const ResendToTesting: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.sendToTestingPartialFailure) } },
  play: async () => {
    const table = await testListLoaded(CAPTION, kali.ean);
    await chooseRows(table, [kali.ean, kelluke.ean]);
    await press(open(RESEND, 2));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.sendToTesting.title');
    await expect(
      within(dialog).getByText(text('widgets.confirmWithProblems.problems.testUnconfirmed', { count: 1 })),
    ).toBeVisible();
    await press(confirmButton(dialog, 'widgets.confirmWithProblems.actions.sendToTesting.confirm'));
    await screen.findByText(text('screens.operator.registry.results.sent', { eans: kelluke.ean }));
    await expect(screen.getByText(text('errors.registry.sendToTestingList'))).toBeVisible();
    await expect(screen.getByText(`${kali.ean} - Pakendil on lõpetamata test.`)).toBeVisible();
    await settled();
  },
};

/** Confirm test results where the server refuses some: the confirmed EANs, and each failure per package. */
export const PartialFailure: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.confirmTestsPartialFailure) } },
  play: async () => {
    const table = await testListLoaded(CAPTION, kali.ean);
    await chooseRows(table, [kali.ean]);
    await press(open(CONFIRM, 1));
    const dialog = await dialogNamed('widgets.confirmWithProblems.actions.confirmResults.title');
    await expect(
      within(dialog).queryByText(text('widgets.confirmWithProblems.problems.testUnconfirmed', { count: 1 })),
    ).toBeNull();
    await confirmWithStartDate(dialog, kali.ean);
    await expect(screen.getByText(text('errors.registry.confirmTestsList'))).toBeVisible();
    await expect(screen.getByText(`${kelluke.ean} - Test on tegemata.`)).toBeVisible();
    await expect(screen.getByText(text('errors.registry.eanNotFound', { id: '999999' }))).toBeVisible();
    await settled();
  },
};

const states = screenStateStories({
  scenario: scenarios.operator,
  endpoints: 'adminPackagesInTest',
  loading: CAPTION,
  empty: { scenario: scenarios.operatorEmpty, text: 'screens.operator.registryTesting.empty' },
  error: { texts: 'screens.operator.registry.testLists.loadError' },
});

/** Nothing in testing: the list's own empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
