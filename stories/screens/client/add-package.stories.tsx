import { DEMO_CONFLICTING_PACKAGE_NAME, handlersFor, heroPackage, scenarios, serverError } from '@epp/fixtures';
import { AddPackageScreen } from '@epp/screens/client';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeList, escapeRegExp, openList, settled } from '../../support/interaction';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { expectTableLoading, findTable } from '../../support/tables';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Client/AddPackage',
  component: AddPackageScreen,
  tags: ['autodocs'],
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/packages/add-package' },
    msw: { handlers: handlersFor(scenarios.clientActiveContract) },
  },
} satisfies Meta<typeof AddPackageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Helpers -------------------------------------------------------------------------------------------

type Key = Parameters<typeof text>[0];
/** The package form (the pending table's sort buttons carry some of the same words). */
const form = () => within(screen.getByRole('form', { name: text('widgets.packageForm.title') }));
const textbox = (key: Key) => form().getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text(key))}`) });
/** A select's button is named by its value and its label. */
const select = (key: Key) => form().getByRole('button', { name: new RegExp(escapeRegExp(text(key))) });

/** The caption of the pending application's table. */
const PENDING = 'screens.client.addPackage.pendingCaption';

/** The form's classifiers have loaded and the pending application's table is there. */
async function formReady() {
  await screen.findByRole('radio', { name: 'Rahvusvaheline' });
  await findTable(PENDING);
}

async function pendingRows(count: number) {
  const table = screen.getByRole('table', { name: text(PENDING) });
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
}

const submitApplication = () => screen.getByRole('button', { name: text('screens.client.addPackage.submit') });

// ---- Stories -------------------------------------------------------------------------------------------

/** Põhjala has two packages waiting in its application: the form beside the pending table. */
export const PendingApplications: Story = {
  play: async () => {
    await formReady();
    await pendingRows(2);
    await expect(submitApplication()).toBeEnabled();
    // Two packages: 2 × 52 € + 24 % VAT (the rate on the fixture date), rounded to cents (spec §9).
    const total = (await screen.findByText(/^Taotluse summa|^Application total/)).textContent;
    await expect(total).toBe(text('screens.client.addPackage.total', { total: '128,96\u00a0€', vat: '24,96\u00a0€' }));
  },
};

/** "Lisa pakend" on an empty form: the required fields turn red with the spec's message; nothing is sent. */
export const FormErrors: Story = {
  play: async () => {
    await formReady();
    screen.getByRole('button', { name: text('widgets.packageForm.submit') }).focus();
    await userEvent.keyboard('{Enter}');
    await expect((await screen.findAllByText(text('widgets.packageForm.required')))[0]).toBeVisible();
    await expect(textbox('widgets.packageForm.fields.ean')).toHaveAttribute('aria-invalid', 'true');
    await pendingRows(2);
  },
};

/** Choosing glass loads that type's volumes (package/volumes/2/): 25, 33, 50, 75 and 100 cl. */
export const VolumeByType: Story = {
  play: async () => {
    await formReady();
    select('widgets.packageForm.fields.packageType').focus();
    await userEvent.keyboard('K');
    await expect(select('widgets.packageForm.fields.packageType')).toHaveTextContent('Klaas');
    const volume = select('widgets.packageForm.fields.packageVolume');
    await waitFor(() => expect(volume).toBeEnabled());
    const list = await openList(volume);
    await expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent?.trim()),
    ).toEqual(['25', '33', '50', '75', '100']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(volume).toHaveTextContent('33');
  },
};

/** A can (Plekk) allows only colourless: every other colour is disabled, with the hint. */
export const ColourlessRule: Story = {
  play: async () => {
    await formReady();
    select('widgets.packageForm.fields.packageType').focus();
    await userEvent.keyboard('Plekk (a');
    await expect(select('widgets.packageForm.fields.packageType')).toHaveTextContent('Plekk (alumiinium)');
    const list = await openList(select('widgets.packageForm.fields.packageColor'));
    await expect(within(list).getByRole('option', { name: 'Värvitu' })).not.toHaveAttribute('aria-disabled');
    await expect(within(list).getByRole('option', { name: 'Roheline' })).toHaveAttribute('aria-disabled', 'true');
    await closeList();
    await screen.findByText(text('widgets.packageForm.colourlessOnly'));
  },
};

/**
 * The keyboard journey with a partial failure: register a can whose EAN another company has registered
 * (DEMO_CONFLICTING_PACKAGE_NAME, the demo's mistyped barcode), then submit the application. The two other
 * packages go through (an invoice is created: pay within 5 days); the conflicting one is listed by EAN.
 */
export const PartialFailure: Story = {
  // A store of its own: this story changes the data (adds and submits packages).
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async () => {
    const taken = heroPackage('A. Le Coq Premium 0,5 l').ean;
    await formReady();
    await pendingRows(2);
    textbox('widgets.packageForm.fields.ean').focus();
    await userEvent.keyboard(taken);
    await userEvent.tab();
    await expect(screen.getByRole('radio', { name: 'Rahvusvaheline' })).toHaveFocus();
    await userEvent.tab();
    await expect(textbox('widgets.packageForm.fields.packageName')).toHaveFocus();
    await userEvent.keyboard(DEMO_CONFLICTING_PACKAGE_NAME);
    await userEvent.tab();
    await userEvent.keyboard('Õ');
    await expect(select('widgets.packageForm.fields.packageCategory')).toHaveTextContent('Õlu');
    await userEvent.tab();
    await userEvent.keyboard('Plekk (a');
    await expect(select('widgets.packageForm.fields.packageType')).toHaveTextContent('Plekk (alumiinium)');
    const volume = select('widgets.packageForm.fields.packageVolume');
    await waitFor(() => expect(volume).toBeEnabled());
    await userEvent.tab();
    await expect(volume).toHaveFocus();
    await userEvent.keyboard('50');
    await expect(volume).toHaveTextContent('50');
    await userEvent.tab();
    await userEvent.keyboard('V');
    await expect(select('widgets.packageForm.fields.packageColor')).toHaveTextContent('Värvitu');
    await userEvent.tab();
    await expect(textbox('widgets.packageForm.fields.packageWeight')).toHaveFocus();
    await userEvent.keyboard('12,5');
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: text('widgets.packageForm.submit') })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pendingRows(3);
    await settled();

    submitApplication().focus();
    await userEvent.keyboard('{Enter}');
    const alert = await screen.findByText(text('screens.client.addPackage.partial'));
    const box = alert.closest('[role="status"], [role="alert"]') ?? alert.parentElement ?? alert;
    await expect(box).toHaveTextContent(`${taken} - Sama EAN-koodiga pakend on juba registreeritud.`);
    await screen.findByText(text('screens.client.addPackage.submitted'));
    await screen.findByText(new RegExp(escapeRegExp(text('screens.client.addPackage.payWithin'))));
    // The two that went through left the pending application; the refused one stays.
    await pendingRows(1);
    await settled();
  },
};

/**
 * Submitting the two pending packages: the application is submitted, the invoice created, and the client
 * is asked to pay within 5 days. A second Enter while it is on its way sends nothing more.
 */
export const Success: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  play: async () => {
    await formReady();
    await pendingRows(2);
    submitApplication().focus();
    await userEvent.keyboard('{Enter}{Enter}');
    await screen.findByText(text('screens.client.addPackage.submitted'));
    await screen.findByText(new RegExp(escapeRegExp(text('screens.client.addPackage.payWithin'))));
    await screen.findByText(text('screens.client.addPackage.pendingEmpty'));
    await expect(screen.queryByText(text('screens.client.addPackage.partial'))).toBeNull();
    await settled();
  },
};

/** Tartu Karastusjoogid AS may not register packages: no form, a message instead. */
export const NotAllowed: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientCannotAddPackages) } },
  play: async () => {
    await screen.findByText(text('screens.client.addPackage.notAllowed'));
    await expect(screen.queryByRole('button', { name: text('widgets.packageForm.submit') })).toBeNull();
  },
};

const states = screenStateStories({
  scenario: scenarios.clientActiveContract,
  endpoints: 'pendingApplication',
  // the form works meanwhile: only the pending application's table waits or fails
  prepare: formReady,
  loading: async () => {
    await expectTableLoading(PENDING);
    await expect(submitApplication()).toBeDisabled();
  },
  error: { texts: 'screens.client.addPackage.pendingLoadError' },
});

/** The pending application never answers: its table is busy and says it is loading; the form works meanwhile. */
export const Loading: Story = states.Loading;

/** The pending application fails to load: the table says why and offers a retry; the form still works. */
export const ServerError: Story = states.ServerError;

/**
 * A choice list of the form fails (here the categories): the form says so above its fields, with a retry that
 * loads the failed lists again; the other fields stay usable.
 */
export const ChoicesLoadError: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientActiveContract, { overrides: { categories: serverError(500) } }),
    },
  },
  play: async () => {
    const form = await screen.findByRole('form', { name: text('widgets.packageForm.title') });
    const alert = await within(form).findByRole('alert');
    await expect(alert).toHaveTextContent(text('widgets.packageForm.choicesLoadError', { error: '' }).trim());
    await expect(within(alert).getByRole('button', { name: text('common.actions.retry') })).toBeEnabled();
  },
};
