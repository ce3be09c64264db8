import { handlersFor, heroClients, reference, scenarios, storeFor, takenEanOf } from '@epp/fixtures';
import { clearAnnouncements } from '@epp/ui';
import { ApiPackageForm, type ClassifierOption, PackageForm } from '@epp/widgets/package-form';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { closeList, escapeRegExp, openList, settled } from '../support/interaction';
import { text } from '../support/text';

// ---- Fixture classifiers and client (Põhjala Joogitehas OÜ) --------------------------------------------

const classifiers = {
  eanTypes: reference.eanTypes,
  categories: reference.categories,
  packageTypes: reference.packageTypes,
  colors: reference.colors,
};

/** package/volumes/{id}/ as the fixtures answer it. */
const volumesForType = (typeId: number): ClassifierOption[] => reference.volumesOfType(typeId) ?? [];

/** An EAN the client has registered already: the server refuses it again. */
const takenEan = takenEanOf(storeFor(scenarios.clientActiveContract).db, heroClients.pohjala.id);

/** A complete package of type 1 (PET), 50 cl, green, with a decimal comma in the weight. */
const filledValues = {
  ean: '4740000000018',
  packageName: 'Põhjala Vesi 0,5 l',
  packageWeight: '21,5',
  eanType: 2,
  packageCategory: 1,
  packageType: 1,
  packageVolume: 3,
  packageColor: 3,
};

// ---- Helpers for play functions ------------------------------------------------------------------------

type FieldKey = Parameters<typeof text>[0];
const labelled = (key: FieldKey) => new RegExp(`^${escapeRegExp(text(key))}`);
const textbox = (canvasElement: HTMLElement, key: FieldKey) =>
  within(canvasElement).getByRole('textbox', { name: labelled(key) });
/** A select's button is named by its value and its label, so the label is not at the start. */
const select = (canvasElement: HTMLElement, key: FieldKey) =>
  within(canvasElement).getByRole('button', { name: new RegExp(escapeRegExp(text(key))) });
const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: text('widgets.packageForm.submit') });

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the hook-wired variant. */
// ---- Stories -------------------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/PackageForm',
  component: PackageForm,
  args: {
    classifiers,
    volumesForType,
    clientId: heroClients.pohjala.id,
    onSubmit: fn(async () => undefined),
    onSubmitted: fn(),
  },
  beforeEach: () => clearAnnouncements(),
  render: (args) => (
    <div style={{ width: 640, minHeight: 560 }}>
      <PackageForm {...args} />
    </div>
  ),
} satisfies Meta<typeof PackageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new package: empty, EAN type 2 (international) chosen, volume waits for the package type. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Rahvusvaheline' })).toBeChecked();
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageVolume')).toBeDisabled();
    await expect(within(canvasElement).getByText(text('widgets.packageForm.chooseTypeFirst'))).toBeVisible();
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** Every field filled (PET, 50 cl, green, weight with a decimal comma): nothing flagged. */
export const Filled: Story = {
  args: { defaultValues: filledValues },
  play: async ({ args, canvasElement }) => {
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageVolume')).toHaveTextContent('50');
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      client: heroClients.pohjala.id,
      ean: '4740000000018',
      ean_type: 2,
      package_category: 1,
      package_type: 1,
      volume: 3,
      weight: '21.5',
      color: 3,
      name: 'Põhjala Vesi 0,5 l',
    });
    await within(canvasElement).findByText(text('widgets.packageForm.added', { name: 'Põhjala Vesi 0,5 l' }));
    await settled();
  },
};

/**
 * Submit with gaps: the required fields turn red with "Kõik punasega märgitud väljad peavad olema
 * täidetud."; from then on every change re-runs the check (a filled name clears, a bad weight and a bad
 * EAN check digit say so). Nothing is sent.
 */
export const ErrorsAfterFirstSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(text('widgets.packageForm.required'))).toBeVisible();
    const name = textbox(canvasElement, 'widgets.packageForm.fields.packageName');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    name.focus();
    await userEvent.keyboard('Põhjala Vesi');
    await expect(name).not.toHaveAttribute('aria-invalid');
    textbox(canvasElement, 'widgets.packageForm.fields.packageWeight').focus();
    await userEvent.keyboard('12 g');
    await expect(canvas.getByText(text('widgets.packageForm.weightNotNumber'))).toBeVisible();
    textbox(canvasElement, 'widgets.packageForm.fields.ean').focus();
    await userEvent.keyboard('4740000000017');
    await expect(canvas.getByText(text('widgets.packageForm.eanInvalid'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The volume options follow the package type: PET offers 33, 50, 100, 150 and 200 cl; switching to steel
 * cans (type 4: 33 and 50 cl) clears the chosen 100 cl, and colourless becomes the only colour.
 */
export const VolumeOptionsPerType: Story = {
  args: { defaultValues: { ...filledValues, packageVolume: 6 } },
  play: async ({ canvasElement }) => {
    const volume = select(canvasElement, 'widgets.packageForm.fields.packageVolume');
    await expect(volume).toHaveTextContent('100');
    let listbox = await openList(volume);
    await expect(optionNames(listbox)).toEqual(['33', '50', '100', '150', '200']);
    await closeList();
    listbox = await openList(select(canvasElement, 'widgets.packageForm.fields.packageType'));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Plekk (teras)' }));
    await waitFor(() => expect(volume).toHaveTextContent(text('ui.select.placeholder')));
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageColor')).toHaveTextContent(
      text('ui.select.placeholder'),
    );
    listbox = await openList(volume);
    await expect(optionNames(listbox)).toEqual(['33', '50']);
  },
};

/** Aluminium cans (type 3): only colourless can be chosen; the other colours are disabled. */
export const ColourlessAvailable: Story = {
  args: { defaultValues: { ...filledValues, packageType: 3, packageVolume: 2, packageColor: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('widgets.packageForm.colourlessOnly'))).toBeVisible();
    const listbox = await openList(select(canvasElement, 'widgets.packageForm.fields.packageColor'));
    await expect(within(listbox).getByRole('option', { name: 'Värvitu' })).not.toHaveAttribute('aria-disabled');
    await expect(within(listbox).getByRole('option', { name: 'Roheline' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Glass (type 2): colourless is not allowed; every other colour is. */
export const ColourlessUnavailable: Story = {
  args: { defaultValues: { ...filledValues, packageType: 2, packageVolume: 3, packageColor: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text('widgets.packageForm.colourlessNotAllowed'))).toBeVisible();
    const listbox = await openList(select(canvasElement, 'widgets.packageForm.fields.packageColor'));
    await expect(within(listbox).getByRole('option', { name: 'Värvitu' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(listbox).getByRole('option', { name: 'Pruun' })).not.toHaveAttribute('aria-disabled');
  },
};

/** While the add runs the button shows its spinner and the fields are disabled; a second press sends nothing. */
export const PendingSubmit: Story = {
  args: { defaultValues: filledValues, onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const button = submitButton(canvasElement);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.ean')).toBeDisabled();
  },
};

/**
 * Wired to @epp/api on the fixture server: the classifiers load, and adding an EAN the client has already
 * registered is refused; the server's code is listed and the values stay.
 */
export const ServerError: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  args: { defaultValues: { ...filledValues, ean: takenEan } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 640, minHeight: 560 }}>
        <ApiPackageForm clientId={args.clientId} defaultValues={args.defaultValues} />
      </div>
    </ApiProviders>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Rahvusvaheline' });
    await waitFor(() =>
      expect(select(canvasElement, 'widgets.packageForm.fields.packageVolume')).toHaveTextContent('50'),
    );
    submitButton(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text('widgets.packageForm.failed'));
    await expect(alert).toHaveTextContent('ean_already_exists');
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.ean')).toHaveValue(takenEan);
    await settled();
  },
};

/**
 * The keyboard journey on the wired form: Tab through every field, type, choose with typeahead (the type's
 * volumes load from the fixture server) and submit with Enter; the form empties for the next package.
 */
export const KeyboardJourney: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.clientActiveContract) } },
  render: (args) => (
    <ApiProviders>
      <div style={{ width: 640, minHeight: 560 }}>
        <ApiPackageForm clientId={args.clientId} onSubmitted={args.onSubmitted} />
      </div>
    </ApiProviders>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Rahvusvaheline' });
    await userEvent.tab();
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.ean')).toHaveFocus();
    await userEvent.keyboard('4740000000018');
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Rahvusvaheline' })).toHaveFocus();
    await userEvent.tab();
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.packageName')).toHaveFocus();
    await userEvent.keyboard('Põhjala Vesi 0,5 l');
    await userEvent.tab();
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageCategory')).toHaveFocus();
    await userEvent.keyboard('V');
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageCategory')).toHaveTextContent('Vesi');
    await userEvent.tab();
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageType')).toHaveFocus();
    await userEvent.keyboard('P');
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageType')).toHaveTextContent('PET');
    const volume = select(canvasElement, 'widgets.packageForm.fields.packageVolume');
    await waitFor(() => expect(volume).toBeEnabled());
    await userEvent.tab();
    await expect(volume).toHaveFocus();
    await userEvent.keyboard('5');
    await expect(volume).toHaveTextContent('50');
    await userEvent.tab();
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageColor')).toHaveFocus();
    await userEvent.keyboard('R');
    await expect(select(canvasElement, 'widgets.packageForm.fields.packageColor')).toHaveTextContent('Roheline');
    await userEvent.tab();
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.packageWeight')).toHaveFocus();
    await userEvent.keyboard('21,5');
    await userEvent.tab();
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.comment')).toHaveFocus();
    await userEvent.tab();
    await expect(submitButton(canvasElement)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmitted).toHaveBeenCalledTimes(1));
    await expect(args.onSubmitted).toHaveBeenCalledWith(
      expect.objectContaining({ ean: '4740000000018', package_type: 1, volume: 3, color: 3, weight: '21.5' }),
    );
    await canvas.findByText(text('widgets.packageForm.added', { name: 'Põhjala Vesi 0,5 l' }));
    await expect(textbox(canvasElement, 'widgets.packageForm.fields.ean')).toHaveValue('');
    await settled();
  },
};
