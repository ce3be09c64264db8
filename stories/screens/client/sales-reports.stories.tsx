import { handlersFor, scenarios, serverError } from '@epp/fixtures';
import { SalesReportScreen, SalesReportsScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useParams } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';
import { filledTemplate, IMPORTED } from './sales-report-story';

const meta = {
  title: 'Screens/Client/SalesReports',
  component: SalesReportsScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/sales' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof SalesReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const CAPTION = 'screens.client.salesReports.caption';
/** The newest report's period: its cell is in every filter the stories use. */
const NEWEST = '10.2026';

const menuOf = (period: string) =>
  screen.getByRole('button', { name: text('screens.client.salesReports.menuLabel', { period }) });

const repairMenuOf = (period: string) =>
  screen.getByRole('button', {
    name: text('screens.client.salesReports.repairMenuLabel', { period }),
  });

const action = (key: string) => text(`screens.client.salesReports.actions.${key}` as never);

/** Opens a row's menu from the keyboard: focus on its button, then Enter. */
async function openMenu(trigger: HTMLElement) {
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

async function menuItems(trigger: HTMLElement) {
  const menu = await openMenu(trigger);
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveFocus());
  return items;
}

/** The last 12 months, newest first; each repair is a second row under its original, invoices are links. */
export const ListWithRepairRows: Story = {
  play: async () => {
    const list = await loaded(CAPTION, NEWEST);
    const rows = within(list).getAllByRole('row');
    const periods = rows.map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');
    const repair = text('screens.client.salesReports.repairPeriod', { period: '07.2026' });
    const july = periods.indexOf('07.2026');
    await expect(periods[july + 1]).toContain(repair);
    await expect(periods.filter((period) => period !== '')[0]).toBe('10.2026');
    await expect(periods).not.toContain('10.2025');
    await expect(within(list).getAllByRole('link', { name: /M2026/ }).length).toBeGreaterThan(3);
  },
};

/**
 * The report tabs (spec §2 "Tabs"): links to each report's page, the sales tab current; arrow keys move
 * between tabs (react-aria), so the keyboard reaches every report kind from here.
 */
export const ReportTabs: Story = {
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const tabs = screen.getByRole('tablist', { name: text('screens.reports.tabsLabel') });
    const sales = within(tabs).getByRole('tab', { name: text('routes.salesReports') });
    await expect(sales).toHaveAttribute('aria-selected', 'true');
    await expect(sales).toHaveAttribute('href', '/reports/sales');
    const summary = within(tabs).getByRole('tab', { name: text('routes.summaryReport') });
    await expect(summary).toHaveAttribute('href', '/reports/summary');
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(6);
    await expect(screen.getByRole('tabpanel')).toContainElement(screen.getByRole('table'));
    sales.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(summary).toHaveFocus();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'salesReports',
  loading: CAPTION,
  empty: { scenario: scenarios.clientEmpty, text: 'screens.client.salesReports.empty' },
  error: { texts: 'errors.sales.load' },
});

/** A company with no reports: the empty text. */
export const Empty: Story = states.Empty;

/** Periods more than 12 months back (the filter widened in the address) only get a view button. */
export const OldPeriodsViewOnly: Story = {
  parameters: { screen: { path: '/reports/sales?from=2025-09&to=2026-11' } },
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const view = (period: string) => text('screens.client.salesReports.viewLabel', { period });
    await expect(screen.getByRole('button', { name: view('09.2025') })).toBeVisible();
    await expect(screen.getByRole('button', { name: view('10.2025') })).toBeVisible();
    await expect(
      screen.queryByRole('button', {
        name: text('screens.client.salesReports.menuLabel', { period: '09.2025' }),
      }),
    ).toBeNull();
  },
};

/**
 * The row menus follow the core rules, opened from the keyboard: a submitted recent report offers viewing
 * and adding a repair; a rejected repair can be fixed, imported, exported and deleted; the unsubmitted report
 * is filled in, exported as a template or imported (left open).
 */
export const MenuVariants: Story = {
  play: async () => {
    await loaded(CAPTION, NEWEST);
    await expect(await menuItems(menuOf('09.2026'))).toEqual([action('view-original'), action('add-repair')]);
    await expect(await menuItems(repairMenuOf('05.2026'))).toEqual([
      action('edit-repair'),
      action('import-repair'),
      action('export-repair-template'),
      action('delete-repair'),
    ]);
    const menu = await openMenu(menuOf('10.2026'));
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([action('edit-original'), action('export-original-template'), action('import-original')]);
  },
};

/** "Impordi failist" opens the import modal; Escape closes it and focus returns to the row's menu button. */
export const ImportModal: Story = {
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const trigger = menuOf('10.2026');
    const openImport = async () => {
      const menu = await openMenu(trigger);
      const item = within(menu).getByRole('menuitem', { name: action('import-original') });
      while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      return screen.findByRole('dialog', {
        name: text('widgets.importDropzone.title', { period: '10.2026' }),
      });
    };
    await openImport();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    const dialog = await openImport();
    await expect(within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') })).toBeDisabled();
  },
};

/** The report a successful import opens, in the story's router (route /reports/sale/{id}). */
function ReportPage() {
  const { id } = useParams();
  return <SalesReportScreen reportId={Number(id)} />;
}

/**
 * A successful import from the keyboard: the file chosen in the modal, Enter on "Impordi". The modal closes
 * and the client lands on the report, where the spec's success message shows ("Müügiaruande lisamine failist
 * õnnestus.") and the imported quantity is in the lines.
 */
export const ImportSucceeded: Story = {
  parameters: { screen: { path: '/reports/sales', route: '/reports/*' } },
  loaders: [async () => ({ file: await filledTemplate(4321) })],
  render: () => (
    <Routes>
      <Route path="sales" element={<SalesReportsScreen />} />
      <Route path="sale/:id" element={<ReportPage />} />
    </Routes>
  ),
  play: async ({ loaded: { file } }) => {
    await loaded(CAPTION, NEWEST);
    const menu = await openMenu(menuOf('10.2026'));
    const item = within(menu).getByRole('menuitem', { name: action('import-original') });
    while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {
      name: text('widgets.importDropzone.title', { period: '10.2026' }),
    });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, file as File);
    const importButton = within(dialog).getByRole('button', { name: text('widgets.importDropzone.import') });
    await waitFor(() => expect(importButton).toBeEnabled());
    importButton.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(text('widgets.importDropzone.success.sales'));
    const field = await screen.findByRole('spinbutton', {
      name: text('screens.client.salesReport.quantityLabel', { product: IMPORTED.name }),
    });
    await waitFor(() => expect((field as HTMLInputElement).value.replace(/[^0-9]/g, '')).toBe('4321'));
    await settled();
  },
};

/** The template export fails: the spec's message with the server's reason. */
export const TemplateExportError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { exportSalesReport: serverError(500, 'template_missing') },
      }),
    },
  },
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const menu = await openMenu(menuOf('10.2026'));
    const item = within(menu).getByRole('menuitem', { name: action('export-original-template') });
    while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const message = text('errors.sales.template', { error: 'template_missing' });
    await screen.findByText(message);
  },
};

/** Deletes the 05.2026 repair from its row menu; the server refuses (the story's handler). */
async function deleteRepairRefused(trigger: HTMLElement) {
  const menu = await openMenu(trigger);
  const item = within(menu).getByRole('menuitem', { name: action('delete-repair') });
  while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog', {
    name: text('screens.client.salesReports.deleteRepairTitle'),
  });
  // A danger dialog starts on "Tühista": Tab to the delete button.
  await waitFor(() =>
    expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
  );
  await userEvent.keyboard('{Tab}');
  await userEvent.keyboard('{Enter}');
  const failure = await within(dialog).findByText(
    text('screens.client.salesReports.deleteRepairFailed', { error: 'repair_locked' }),
  );
  await waitFor(() => expect(failure.closest('[data-dialog-failure]')).toHaveFocus());
  return dialog;
}

/**
 * The kit's failed-confirm policy and a row dialog's focus return: the repair's deletion fails, the dialog stays
 * open and says why, with the focus on the reason; Escape closes it and the focus is back on the row's menu
 * button. Asked again, the failure shows in the dialog (the snapshot).
 */
export const DeleteRepairFails: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, {
        overrides: { deleteSalesRepair: serverError(500, 'repair_locked') },
      }),
    },
  },
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const trigger = repairMenuOf('05.2026');
    await deleteRepairRefused(trigger);
    // Said once, in the dialog: no page alert behind it.
    await expect(document.querySelector('[data-alert-group]')?.textContent ?? '').not.toContain('repair_locked');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await deleteRepairRefused(trigger);
    await settled();
  },
};

/** "Lisa parandus" on a submitted recent report creates the repair and opens it. */
export const AddRepair: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async () => {
    await loaded(CAPTION, NEWEST);
    const menu = await openMenu(menuOf('09.2026'));
    const item = within(menu).getByRole('menuitem', { name: action('add-repair') });
    while (document.activeElement !== item) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('navigated-to')).toHaveTextContent(/^\/reports\/sale\/\d+\/repair$/));
  },
};

/** The list never answers: the table's loading rows; the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the spec's message with a retry in the table. */
export const ServerError: Story = states.ServerError;
