import { handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { PackageDetailsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escapeRegExp, openList, press, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import {
  alertdialog,
  button,
  choice,
  D,
  dialog,
  field,
  general,
  type Key,
  kali,
  kelluke,
  loaded,
  MISSING_ID,
  of,
  porter,
  registered,
  retype,
  scenario,
  siider,
  testing,
  testSummary,
  unsynced,
  webOnly,
} from './package-details-story';

// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Screens/Operator/PackageDetails',
  component: PackageDetailsScreen,
  decorators: [withScreen],
  ...of(kali),
  beforeEach: () => clearAnnouncements(),
  parameters: { layout: 'fullscreen', ...of(kali).parameters },
} satisfies Meta<typeof PackageDetailsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A client with a debt, unsubmitted sales reports and unsynced parameters: the three alerts, the first two
 * with their links (the client's debts; its sales reports filtered by it). Keyboard: Tab to the debt link, Enter.
 */
export const AlertsDebtUnsubmittedUnsynced: Story = {
  ...of(unsynced),
  play: async () => {
    await loaded(104);
    await expect(screen.getByText(text(`${D}.alerts.unsynced`))).toBeVisible();
    await expect(
      screen.getByText(new RegExp(`^${escapeRegExp(text(`${D}.alerts.unsubmitted`, { count: 4 }))}`)),
    ).toBeVisible();
    const reports = screen.getByRole('link', { name: text(`${D}.alerts.unsubmittedLink`) });
    await expect(reports).toHaveAttribute('href', '/reports/sales?client=104');
    const debts = screen.getByRole('link', { name: text(`${D}.alerts.debtLink`) });
    await expect(debts).toHaveAttribute('href', '/client-invoices/104');
    await press(debts);
    await expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/client-invoices/104');
  },
};

/**
 * Test-unconfirmed: every field of "Üldised andmed" is editable except company and status. Keyboard: rename,
 * "Salvesta", the warnings (debt, reports, empty location code), "Salvesta" again: saved.
 */
export const EditableFields: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await expect(field(`${D}.general.fields.ean`)).not.toHaveAttribute('readonly');
    await expect(field(`${D}.general.fields.client`)).toHaveAttribute('readonly');
    await expect(field(`${D}.general.fields.status`)).toHaveAttribute('readonly');
    await expect(button(`${D}.approve.button`)).toBeVisible();
    await retype(field(`${D}.general.fields.name`), 'Leivakali');
    await press(button(`${D}.save.button`));
    const warnings = await alertdialog(`${D}.save.warningsTitle`);
    await expect(warnings).toHaveTextContent(text(`${D}.save.warnings.locationEmpty`));
    await expect(within(warnings).getByRole('button', { name: text(`${D}.save.confirm`) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(text(`${D}.save.saved`), {}, { timeout: 10000 });
    await expect(field(`${D}.general.fields.name`)).toHaveValue('Leivakali');
    await settled();
  },
};

/** In English the weight is written with a decimal point ("33.9", not the Estonian "33,9"), as it is typed there. */
export const WeightInEnglish: Story = {
  ...of(kali),
  globals: { locale: 'en' },
  play: async () => {
    await loaded();
    await expect(field(`${D}.general.fields.weight`)).toHaveValue('33.9');
  },
};

/** A can (type 3) chosen from the keyboard clears the brown colour and the 150 cl volume: only colourless is allowed. */
export const PackageTypeRules: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    // The types have loaded once the select shows the package's own (PET).
    await waitFor(() => expect(choice(`${D}.general.fields.packageType`)).toHaveTextContent('PET'), { timeout: 10000 });
    // The list opened from the keyboard; the option chosen by name (a typeahead depends on the typing speed).
    const list = await openList(choice(`${D}.general.fields.packageType`));
    await userEvent.click(within(list).getByRole('option', { name: 'Plekk (alumiinium)' }));
    await expect(choice(`${D}.general.fields.packageType`)).toHaveTextContent('Plekk (alumiinium)');
    await expect(choice(`${D}.general.fields.color`)).not.toHaveTextContent('Pruun');
    await expect(general().getByText(text(`${D}.general.colourlessOnly`))).toBeVisible();
    await waitFor(() => expect(choice(`${D}.general.fields.volume`)).not.toHaveTextContent('150'), { timeout: 10000 });
  },
};

/** Registered: only the name and the location code are editable; no approve button; deletable. */
export const ReadOnlyRegistered: Story = {
  ...of(registered),
  play: async () => {
    await loaded();
    for (const key of ['ean', 'client', 'eanType', 'category', 'packageType', 'color', 'volume', 'weight', 'status']) {
      await expect(field(`${D}.general.fields.${key}` as Key)).toHaveAttribute('readonly');
    }
    await expect(field(`${D}.general.fields.name`)).not.toHaveAttribute('readonly');
    await expect(screen.queryByRole('button', { name: text(`${D}.approve.button`) })).toBeNull();
    await expect(button(`${D}.delete.button`)).toBeVisible();
    await expect(testSummary(1).parentElement).not.toHaveAttribute('open');
  },
};

/** An emptied name and a weight that is no number: both messages, the fields red, nothing sent. */
export const SaveValidationErrors: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await retype(field(`${D}.general.fields.name`), '');
    await retype(field(`${D}.general.fields.weight`), 'abc');
    await press(button(`${D}.save.button`));
    await screen.findByText(text(`${D}.general.required`));
    await expect(screen.getAllByText(text(`${D}.general.weightNotNumber`))).toHaveLength(2);
    await expect(field(`${D}.general.fields.name`)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(`${D}.general.fields.weight`)).toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/** The server refuses the EAN and the weight (scenario packageSaveFieldErrors): each reason on its field, the values kept. */
export const ServerFieldErrors: Story = {
  ...of(kali),
  parameters: {
    ...of(kali).parameters,
    msw: { handlers: handlersFor(scenarios.packageSaveFieldErrors) },
  },
  play: async () => {
    await loaded();
    await retype(field(`${D}.general.fields.weight`), '0');
    await press(button(`${D}.save.button`));
    await userEvent.click(
      within(await alertdialog(`${D}.save.warningsTitle`)).getByRole('button', { name: text(`${D}.save.confirm`) }),
    );
    await screen.findByText(text(`${D}.save.fieldsRefused`), {}, { timeout: 10000 });
    await expect(general().getByText('Sama EAN-koodiga pakend on juba registreeritud.')).toBeVisible();
    await expect(general().getByText('Kaal peab olema suurem kui 0.')).toBeVisible();
    await expect(field(`${D}.general.fields.weight`)).toHaveValue('0');
    await expect(field(`${D}.general.fields.ean`)).toHaveAttribute('aria-invalid', 'true');
    await settled();
  },
};

/**
 * In retesting: the open test with its form, the confirmed one collapsed and read-only; no "Saada testimisse"
 * while a test is open. Keyboard: Enter on the confirmed test's summary opens it.
 */
export const TestsList: Story = {
  ...of(porter),
  play: async () => {
    await loaded();
    await expect(testSummary(2).parentElement).toHaveAttribute('open');
    await expect(testSummary(1).parentElement).not.toHaveAttribute('open');
    await expect(within(testSummary(1)).getByText('NOK')).toBeVisible();
    await expect(testing().getByText(text(`${D}.testing.openTest`))).toBeVisible();
    await expect(screen.queryByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeNull();
    // A native disclosure: Enter and Space toggle it in a browser; a synthetic key press does not, so a click here.
    await userEvent.click(testSummary(1));
    await waitFor(() => expect(testSummary(1).parentElement).toHaveAttribute('open'));
    const forms = testing().getAllByRole('form');
    await expect(forms).toHaveLength(2);
    await expect(within(forms[1] as HTMLElement).queryByRole('button')).toBeNull();
  },
};

/** The open test of a package in testing, measured and submitted from the keyboard: "(kinnitamata)" and "Kinnita test". */
export const SubmitTest: Story = {
  ...of(kelluke),
  play: async () => {
    await loaded();
    const form = within(testing().getByRole('form'));
    const measure = (key: string) =>
      form.getByRole('textbox', {
        name: new RegExp(`^${escapeRegExp(text(`widgets.testMeasurementForm.${key}` as Key))}`),
      });
    measure('width').focus();
    await userEvent.keyboard('31,35');
    await userEvent.tab();
    await userEvent.keyboard('25,91');
    form.getByRole('radio', { name: text('widgets.testMeasurementForm.yes') }).focus();
    await userEvent.keyboard('{ArrowRight}');
    measure('pv').focus();
    await userEvent.keyboard('3,2');
    await userEvent.tab();
    await userEvent.keyboard('2,8');
    form.getByRole('radio', { name: 'OK' }).focus();
    await userEvent.keyboard(' ');
    await press(form.getByRole('button', { name: text('widgets.testMeasurementForm.submit') }));
    await screen.findByText(text('widgets.testMeasurementForm.submitted', { status: 'OK' }), {}, { timeout: 10000 });
    await waitFor(() => expect(testSummary(1)).toHaveTextContent(text(`${D}.testing.unconfirmed`)), { timeout: 10000 });
    await expect(button(`${D}.testing.confirm`)).toBeVisible();
    await settled();
  },
};

/** "Kinnita test" needs a sales start date: without one it says so; with one the result is confirmed. */
export const ConfirmTest: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await press(button(`${D}.testing.confirm`));
    const confirm = await dialog(`${D}.testing.confirmTitle`);
    await press(within(confirm).getByRole('button', { name: text(`${D}.testing.confirm`) }));
    await within(confirm).findByText(text(`${D}.testing.startDateMissing`));
    within(confirm)
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(`${D}.testing.startDate`))}`) })
      .focus();
    await userEvent.keyboard('01.12.2026');
    await userEvent.tab();
    await press(within(confirm).getByRole('button', { name: text(`${D}.testing.confirm`) }));
    await screen.findByText(text(`${D}.testing.confirmed`, { eans: kali.ean }), {}, { timeout: 10000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeVisible();
    await settled();
  },
};

/** Waiting after a confirmed test: "Saada testimisse" sends it (a new open test appears). */
export const SendToTesting: Story = {
  ...of(siider),
  play: async () => {
    await loaded();
    await press(button(`${D}.testing.sendToTesting`));
    await screen.findByText(text(`${D}.testing.sent`), {}, { timeout: 10000 });
    await waitFor(() => expect(testing().getByText(text(`${D}.testing.test`, { number: 2 }))).toBeVisible());
    await expect(screen.queryByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeNull();
    await settled();
  },
};

/**
 * The approval: the location code typed, "Registreeri pakend", the possible problems, a sales start date,
 * "Registreeri", then "Kinnita registreerimine": registered, and the details turn read-only.
 */
export const ApproveDialog: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await retype(field(`${D}.general.fields.location`), 'K');
    await press(button(`${D}.approve.button`));
    const approval = await dialog(`${D}.approve.title`);
    await expect(approval).toHaveTextContent(text('widgets.confirmWithProblems.problemsTitle'));
    within(approval)
      .getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(`${D}.approve.startDate`))}`) })
      .focus();
    await userEvent.keyboard('01.12.2026');
    await userEvent.tab();
    await press(within(approval).getByRole('button', { name: text(`${D}.approve.register`) }));
    const confirm = await alertdialog(`${D}.approve.confirmTitle`);
    await expect(confirm).toHaveTextContent('01.12.2026');
    await press(within(confirm).getByRole('button', { name: text(`${D}.approve.register`) }));
    await screen.findByText(text(`${D}.approve.registered`), {}, { timeout: 10000 });
    await waitFor(() => expect(field(`${D}.general.fields.ean`)).toHaveAttribute('readonly'), { timeout: 10000 });
    await expect(screen.queryByRole('button', { name: text(`${D}.approve.button`) })).toBeNull();
    await settled();
  },
};

/** "Registreeri" with no date and no location code: both reasons at once; nothing is sent. */
export const ApproveMissingDate: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await press(button(`${D}.approve.button`));
    const approval = await dialog(`${D}.approve.title`);
    await press(within(approval).getByRole('button', { name: text(`${D}.approve.register`) }));
    await within(approval).findByText(text(`${D}.approve.startDateMissing`));
    await expect(within(approval).getByText(text(`${D}.approve.locationMissing`))).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * "Kustuta pakend" opens a static modal: a click outside does not close it; Escape does (focus back on the
 * button). Opened again and confirmed, the package is deleted and the list it came from opens.
 */
export const DeleteStaticModal: Story = {
  ...of(registered, {}, { from: '/registry/packages?page=2' }),
  play: async () => {
    await loaded();
    const open = button(`${D}.delete.button`);
    await press(open);
    const modal = await alertdialog(`${D}.delete.title`);
    await expect(within(modal).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus();
    await userEvent.click(document.body);
    await expect(screen.getByRole('alertdialog', { name: text(`${D}.delete.title`) })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const again = await alertdialog(`${D}.delete.title`);
    await press(within(again).getByRole('button', { name: text(`${D}.delete.confirm`) }));
    await expect(await screen.findByTestId('navigated-to', {}, { timeout: 10000 })).toHaveTextContent(
      '/registry/packages?page=2',
    );
    await settled();
  },
};

/** A package the client has not submitted: the web-only note, the client's delete call, back to applications. */
export const DeleteUnsubmitted: Story = {
  ...of(webOnly),
  play: async () => {
    await loaded();
    await press(button(`${D}.delete.button`));
    const modal = await alertdialog(`${D}.delete.title`);
    await expect(modal).toHaveTextContent(text(`${D}.delete.webOnly`));
    await press(within(modal).getByRole('button', { name: text(`${D}.delete.confirm`) }));
    await expect(await screen.findByTestId('navigated-to', {}, { timeout: 10000 })).toHaveTextContent(
      '/registry/applications',
    );
    await settled();
  },
};

/** The package has its application invoice: "Genereeri taotluse arve" is disabled. */
export const InvoiceExists: Story = {
  ...of(kali),
  play: async () => {
    await loaded();
    await expect(button(`${D}.invoice.button`)).toBeDisabled();
  },
};

/** Without an invoice the button generates it: the spec's single-package message. */
export const GenerateInvoice: Story = {
  ...of(webOnly),
  play: async () => {
    await loaded();
    await press(button(`${D}.invoice.button`));
    await screen.findByText(text(`${D}.invoice.done`), {}, { timeout: 10000 });
    await waitFor(() => expect(button(`${D}.invoice.button`)).toBeDisabled(), { timeout: 10000 });
    await settled();
  },
};

/** An id with no package: "Pakendit ei leitud.", nothing to retry. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: {
    screen: { path: `/registry/package/${MISSING_ID}`, route: '/registry/package/:id' },
    msw: { handlers: handlersFor(scenario) },
  },
  play: async () => {
    await screen.findByText(text(`${D}.notFound`), {}, { timeout: 10000 });
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

/** The answer never comes: the section stays busy and says it is loading. */
export const Loading: Story = {
  ...of(kali, { overrides: { packageDetails: never() } }),
  play: async () => {
    await screen.findByRole('group', { name: text('ui.skeleton.loading') });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.getByRole('group', { name: text('ui.skeleton.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('button', { name: text(`${D}.save.button`) })).toBeNull();
  },
};

/** The details fail to load: the spec's text with the reason, and a retry. */
export const ServerError: Story = {
  ...of(kali, { overrides: { packageDetails: serverError(500, 'server_error') } }),
  play: async () => {
    await screen.findByText(text(`${D}.loadError`, { error: 'server_error' }), {}, { timeout: 10000 });
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
