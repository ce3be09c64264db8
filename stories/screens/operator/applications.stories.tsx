import type { PackageRecord } from '@epp/api/schemas';
import { appliedConditions, formatDisplayDate, packageConditions } from '@epp/core';
import {
  addDays,
  applicationSamples,
  FIXTURE_TODAY,
  handlersFor,
  registrySamples,
  resolvers,
  scenarios,
  storeFor,
} from '@epp/fixtures';
import { RegistryApplicationsScreen } from '@epp/screens/operator';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeList, openList, press, settled } from '../../support/interaction';
import { scan } from '../../support/scanner';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { EAN_CELL, loaded } from '../../support/tables';
import { text } from '../../support/text';

// The operator's applications with the cases the list shows: one EAN two clients applied for, one
// application with an open test (sending it is refused), two of one client (their invoice together).
const scenario = scenarios.operatorApplications;
const db = storeFor(scenario).db;
const samples = applicationSamples(db);
const [sameClientFirst, sameClientSecond] = samples.sameClient;
/** An EAN in the registry that no application has. */
const notAnApplication = registrySamples(db).registered.ean;

const meta = {
  title: 'Screens/Operator/Applications',
  component: RegistryApplicationsScreen,
  decorators: [withScreen],
  parameters: {
    layout: 'fullscreen',
    // Ten rows a page: the page fits the snapshot, and the selection is seen to outlive paging.
    screen: { path: '/registry/applications?size=10' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof RegistryApplicationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A story that changes the demo backend (sends, invoices) gets a store of its own. */
const ownStore = () => ({ msw: { handlers: handlersFor(scenario) } });

const CAPTION = 'screens.operator.registryApplications.caption';
const list = () => loaded(CAPTION, EAN_CELL);
const checkboxes = (ean: string) =>
  screen.getAllByRole('checkbox', { name: text('ui.dataTable.selectRow', { label: ean }) });
const openButton = (count: number) =>
  screen.getByRole('button', { name: text('screens.operator.registryApplications.selection.open', { count }) });
const selectionDialog = () =>
  screen.findByRole('dialog', { name: text('screens.operator.registryApplications.selection.title') });
const dialogButton = (dialog: HTMLElement, name: string) => within(dialog).getByRole('button', { name });
const generateButton = (dialog: HTMLElement) =>
  dialogButton(dialog, text('screens.operator.registryApplications.selection.generateInvoice'));
const sendButton = (dialog: HTMLElement, count: number) =>
  dialogButton(dialog, text('screens.operator.registryApplications.selection.sendToTesting', { count }));
const lineOf = (row: { name: string; client: { name: string } }) =>
  text('screens.operator.registryApplications.scan.line', { name: row.name, client: row.client.name });

/** Space on a focused checkbox: the keyboard's way to tick it. */
async function tick(element: HTMLElement) {
  element.focus();
  await userEvent.keyboard(' ');
}

/** Opens 'Valitud näidised (n)' from the keyboard once the selection counts n, and returns the dialog. */
async function openSelection(count: number) {
  await press(await waitFor(() => openButton(count)));
  return selectionDialog();
}

/** Scans the two applications of one client on the loaded list and opens 'Valitud näidised (2)'. */
async function scanSameClientPair() {
  await list();
  await scan(sameClientFirst.ean);
  await scan(sameClientSecond.ean);
  return openSelection(2);
}

/** Confirms 'Kinnita ja esita näidised (n) testimisse' in its "Võimalikud probleemid" dialog. */
async function confirmSend(dialog: HTMLElement, count: number) {
  await press(sendButton(dialog, count));
  const confirm = await screen.findByRole('alertdialog', {
    name: text('screens.operator.registryApplications.sendConfirm.title'),
  });
  await press(
    within(confirm).getByRole('button', { name: text('screens.operator.registryApplications.sendConfirm.confirm') }),
  );
  return confirm;
}

/** The list: the spec's columns, dates DD.MM.YYYY, three condition icons a row, the registry's four buttons. */
export const List: Story = {
  play: async () => {
    const table = await list();
    for (const column of ['ean', 'name', 'client', 'submitted', 'conditions'] as const)
      await expect(
        within(table).getByRole('columnheader', {
          name: new RegExp(text(`screens.operator.registry.columns.${column}`)),
        }),
      ).toBeInTheDocument();
    await expect(within(table).getAllByRole('cell', { name: /^\d{2}\.\d{2}\.\d{4}$/ }).length).toBeGreaterThan(1);
    const conditions = within(table).getAllByRole('group', { name: text('widgets.conditionIcons.label') });
    await expect(within(conditions[0] as HTMLElement).getAllByRole('img')).toHaveLength(3);
    await expect(screen.getByRole('heading', { name: text('screens.operator.registry.searchTitle') })).toBeVisible();
    await expect(openButton(0)).toBeVisible();
  },
};

/**
 * The selection is the screen's: a row chosen under a filter stays chosen when the filter is cleared and on
 * another page; the modal lists what is chosen, and Tühista clears it.
 */
export const SelectionModal: Story = {
  play: async () => {
    await list();
    const name = screen.getByRole('textbox', { name: text('screens.operator.registry.columns.name') });
    await userEvent.click(name);
    await userEvent.keyboard(sameClientFirst.name);
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /: / })).toHaveLength(1));
    await tick(checkboxes(sameClientFirst.ean)[0] as HTMLElement);
    await userEvent.click(name);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: /: / })).toHaveLength(10));
    await press(screen.getByRole('button', { name: text('ui.pagination.next') }));
    const other = await waitFor(() => {
      const boxes = screen.getAllByRole('checkbox', { name: /: / });
      expect(boxes.length).toBeLessThan(10);
      const box = boxes.find((candidate) => !candidate.getAttribute('aria-label')?.includes(sameClientFirst.ean));
      if (!box) throw new Error('a row on the second page');
      return box;
    });
    await tick(other);
    const dialog = await openSelection(2);
    const samplesList = within(dialog).getByRole('list', {
      name: text('screens.operator.registryApplications.selection.title'),
    });
    await expect(within(samplesList).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(samplesList).getByText(sameClientFirst.ean)).toBeVisible();
    await press(dialogButton(dialog, text('screens.operator.registryApplications.selection.clear')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(openButton(0)).toBeVisible();
  },
};

/** One client's applications: 'Genereeri taotluse arve' is enabled and says it is done (spec operator §8). */
export const InvoiceGenerationSuccess: Story = {
  parameters: ownStore(),
  play: async () => {
    const dialog = await scanSameClientPair();
    await expect(generateButton(dialog)).toBeEnabled();
    await press(generateButton(dialog));
    await within(dialog).findByText(text('screens.operator.registryApplications.invoiceGenerated'));
    await settled();
  },
};

/** 'Genereeri taotluse arve' is disabled (spec operator §5) with nothing selected and with two clients' packages. */
export const InvoiceGenerationDisabled: Story = {
  parameters: { ...ownStore(), screen: { path: '/registry/applications' } },
  play: async () => {
    await list();
    let dialog = await openSelection(0);
    await expect(within(dialog).getByText(text('screens.operator.registryApplications.selection.empty'))).toBeVisible();
    await expect(generateButton(dialog)).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await tick(checkboxes(samples.otherClient.ean)[0] as HTMLElement);
    await tick(checkboxes(samples.openTest.ean)[0] as HTMLElement);
    dialog = await openSelection(2);
    await expect(generateButton(dialog)).toBeDisabled();
  },
};

/** A scan, wherever focus is, selects every application with the EAN and names them: name (client). */
export const ScanFound: Story = {
  play: async () => {
    await list();
    screen.getByRole('textbox', { name: text('screens.operator.registry.columns.name') }).focus();
    await scan(samples.sharedEan);
    await screen.findByText(
      text('screens.operator.registryApplications.scan.nowSelectedMany', { ean: samples.sharedEan }),
    );
    for (const row of samples.sharedEanApplications) await expect(screen.getByText(lineOf(row))).toBeVisible();
    await waitFor(() => expect(openButton(2)).toBeVisible());
  },
};

/** The same EAN scanned again: the samples are already selected (info), nothing changes. */
export const ScanAlreadySelected: Story = {
  play: async () => {
    await list();
    await scan(samples.sharedEan);
    await waitFor(() => expect(openButton(2)).toBeVisible());
    await scan(samples.sharedEan);
    await screen.findByText(
      text('screens.operator.registryApplications.scan.alreadySelectedMany', { ean: samples.sharedEan }),
    );
    await expect(
      screen.queryByText(
        text('screens.operator.registryApplications.scan.nowSelectedMany', { ean: samples.sharedEan }),
      ),
    ).toBeNull();
    await expect(openButton(2)).toBeVisible();
  },
};

/** An EAN no application has: the error (and an error sound); the selection stays as it was. */
export const ScanNotFound: Story = {
  play: async () => {
    await list();
    await scan(notAnApplication);
    await screen.findByText(text('screens.operator.registryApplications.scan.notFound', { ean: notAnApplication }));
    await expect(openButton(0)).toBeVisible();
  },
};

/** Send to testing: the open-test package is refused with its reason, the other one is sent (spec §8). */
export const SendToTestingPartialFailure: Story = {
  parameters: ownStore(),
  play: async () => {
    await list();
    await scan(samples.openTest.ean);
    await scan(samples.otherClient.ean);
    const dialog = await openSelection(2);
    await press(sendButton(dialog, 2));
    const confirm = await screen.findByRole('alertdialog', {
      name: text('screens.operator.registryApplications.sendConfirm.title'),
    });
    await expect(within(confirm).getByText(text('widgets.confirmWithProblems.problemsTitle'))).toBeVisible();
    await press(
      within(confirm).getByRole('button', { name: text('screens.operator.registryApplications.sendConfirm.confirm') }),
    );
    await within(dialog).findByText(text('errors.registry.sendToTestingList'));
    const reason = 'Pakendil on lõpetamata test.';
    await expect(
      within(dialog).getByText(text('screens.operator.registry.results.line', { ean: samples.openTest.ean, reason })),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(text('screens.operator.registry.results.sent', { eans: samples.otherClient.ean })),
    ).toBeVisible();
    await settled();
  },
};

/**
 * After a partial send the modal stays consistent (spec operator §8 "partial: list refreshes on modal close"):
 * the list is not reloaded under it, the sent package leaves the selection, the refused one stays listed and
 * counted, nothing is "not found", and the invoice is offered for what is left; closing reloads the list
 * (the sent package gone) and moves the messages to the page.
 */
export const PartialSendThenClose: Story = {
  parameters: { ...ownStore(), screen: { path: '/registry/applications' } },
  play: async () => {
    await list();
    await scan(samples.openTest.ean);
    await scan(samples.otherClient.ean);
    const dialog = await openSelection(2);
    await confirmSend(dialog, 2);
    await within(dialog).findByText(text('errors.registry.sendToTestingList'));
    await waitFor(() => expect(sendButton(dialog, 1)).toBeEnabled());
    const samplesList = within(dialog).getByRole('list', {
      name: text('screens.operator.registryApplications.selection.title'),
    });
    await expect(within(samplesList).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(samplesList).getByText(samples.openTest.ean)).toBeVisible();
    await expect(generateButton(dialog)).toBeEnabled();
    await expect(
      within(dialog).queryByText(text('screens.operator.registryApplications.selection.notFound', { count: 1 })),
    ).toBeNull();
    // The list under the modal is the one the modal was opened on.
    await expect(screen.getAllByRole('cell', { name: samples.otherClient.ean, hidden: true })).toHaveLength(1);

    // Escape is the modal's own key: focus is back in it once the confirmation has closed and handed it back
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    // the modal closes and the list refetches
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: samples.otherClient.ean })).toHaveLength(0));
    await expect(screen.getByRole('cell', { name: samples.openTest.ean })).toBeVisible();
    await expect(
      screen.getByText(text('screens.operator.registry.results.sent', { eans: samples.otherClient.ean })),
    ).toBeVisible();
    await expect(screen.getByText(text('errors.registry.sendToTestingList'))).toBeVisible();
    await expect(openButton(1)).toBeVisible();
    // The focus is back on what opened the modal (a fresh-clone run once ended with it on the page's first tab:
    // said here by name, not by a picture's pixels).
    await waitFor(() => expect(openButton(1)).toHaveFocus());
    await settled();
  },
};

/** Everything sent: the modal closes, the list reloads without them, the success names the EANs. */
export const SendToTestingSuccess: Story = {
  parameters: ownStore(),
  play: async () => {
    const dialog = await scanSameClientPair();
    await confirmSend(dialog, 2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const eans = [sameClientFirst.ean, sameClientSecond.ean];
    await waitFor(() =>
      expect(
        screen.getByText((content) => eans.every((ean) => content.includes(ean)) && content.endsWith('.')),
      ).toBeVisible(),
    );
    await waitFor(() => expect(screen.queryAllByRole('cell', { name: sameClientFirst.ean })).toHaveLength(0));
    await expect(openButton(0)).toBeVisible();
    await settled();
  },
};

/** The applications of the scenario whose parameters are not synced (what 'Sünkroniseerimata' keeps). */
const unsynced = (resolvers.applications({ db } as never) as PackageRecord[])
  .filter((record) => appliedConditions(packageConditions(record)).includes('unsynced'))
  .map((record) => record.ean);

/**
 * The conditions filter (spec operator §5 "conditions", §2): the Testing list's multi-select without its last
 * two options (an application has no test yet); 'Sünkroniseerimata' keeps the unsynced applications.
 */
export const ConditionsFilter: Story = {
  parameters: { screen: { path: '/registry/applications' } },
  play: async () => {
    const table = await list();
    const all = within(table).getAllByRole('checkbox', { name: /: / }).length;
    await expect(unsynced.length).toBeGreaterThan(0);
    await expect(unsynced.length).toBeLessThan(all);
    const options = await openList(
      screen.getByRole('button', { name: new RegExp(text('screens.operator.registry.columns.conditions')) }),
    );
    await expect(
      within(options)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      (['unsynced', 'unsubmittedReports', 'debt'] as const).map((key) =>
        text(`screens.operator.registry.conditions.${key}`),
      ),
    );
    await press(within(options).getByRole('option', { name: text('screens.operator.registry.conditions.unsynced') }));
    await closeList();
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('checkbox', { name: /: / })
          .map((box) => box.getAttribute('aria-label')?.split(': ').at(-1)),
      ).toEqual(expect.arrayContaining(unsynced)),
    );
    await expect(within(table).getAllByRole('checkbox', { name: /: / })).toHaveLength(unsynced.length);
  },
};

/**
 * The submitted range (spec operator §5): a start after today is refused with the rule's message and filters
 * nothing, the calendar offers no later day; an end before the start is refused too.
 */
export const SubmittedRangeLimits: Story = {
  play: async () => {
    const table = await list();
    const submitted = screen.getByRole('group', { name: text('screens.operator.registry.columns.submitted') });
    const from = within(submitted).getByRole('textbox', { name: text('ui.filterBar.from') });
    from.focus();
    await userEvent.keyboard(`${formatDisplayDate(addDays(FIXTURE_TODAY, 1))}{Enter}`);
    await waitFor(() => expect(from).toHaveAccessibleDescription(text('ui.rangePicker.dateStartAfterToday')));
    await expect(within(table).getAllByRole('checkbox', { name: /: / })).toHaveLength(10);

    await userEvent.keyboard(`{Control>}a{/Control}${formatDisplayDate(FIXTURE_TODAY)}{Enter}`);
    await waitFor(() => expect(from).not.toHaveAccessibleDescription(text('ui.rangePicker.dateStartAfterToday')));
    const to = within(submitted).getByRole('textbox', { name: text('ui.filterBar.to') });
    to.focus();
    await userEvent.keyboard(`${formatDisplayDate(addDays(FIXTURE_TODAY, -1))}{Enter}`);
    await waitFor(() => expect(to).toHaveAccessibleDescription(text('ui.rangePicker.dateEndBeforeStart')));
  },
};

/** A row opens the package's details, remembering the list with its filters for 'Tagasi loetelusse'. */
export const RowOpensDetails: Story = {
  parameters: { screen: { path: `/registry/applications?size=10&ean=${sameClientFirst.ean}` } },
  play: async () => {
    const table = await list();
    const row = within(table).getByRole('cell', { name: sameClientFirst.ean }).closest('tr');
    if (!row) throw new Error('the row of the EAN');
    await press(row);
    const navigated = await screen.findByTestId('navigated-to');
    await expect(navigated).toHaveTextContent(`/registry/package/${sameClientFirst.id}`);
    await expect(navigated).toHaveAttribute('data-from', `/registry/applications?size=10&ean=${sameClientFirst.ean}`);
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'applications',
  loading: CAPTION,
  empty: { scenario: scenarios.operatorEmpty, text: 'screens.operator.registryApplications.empty' },
  error: { texts: 'screens.operator.registryApplications.loadError' },
});

/** No applications at all. */
export const Empty: Story = states.Empty;

/** A filter in the address (a reload, a way back from details) fills its field and matches nothing. */
export const FilteredEmpty: Story = {
  parameters: { screen: { path: '/registry/applications?size=10&name=no-such-product' } },
  play: async () => {
    await expect(
      await screen.findByRole('textbox', { name: text('screens.operator.registry.columns.name') }),
    ).toHaveValue('no-such-product');
    await screen.findByText(text('screens.operator.registryApplications.empty'));
  },
};

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
