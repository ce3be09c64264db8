import { handlersFor, scenarios } from '@epp/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { openList, press, settled } from '../../support/interaction';
import { text } from '../../support/text';
import {
  alertdialog,
  button,
  choice,
  D,
  type DetailsMeta,
  type DetailsStory,
  detailsMeta,
  field,
  general,
  type Key,
  kali,
  loaded,
  of,
  registered,
  retype,
  testSummary,
} from './package-details-story';

// Screens/Operator/PackageDetails, "Üldised andmed": which fields are editable, the type's rules, the
// weight's language, and the save's checks and refusals (the other stories: package-details*.stories.tsx).
export default {
  title: 'Screens/Operator/PackageDetails',
  ...detailsMeta,
} satisfies DetailsMeta;

/**
 * Test-unconfirmed: every field of "Üldised andmed" is editable except company and status. Keyboard: rename,
 * "Salvesta", the warnings (debt, reports, empty location code), "Salvesta" again: saved.
 */
export const EditableFields: DetailsStory = {
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
    await screen.findByText(text(`${D}.save.saved`));
    await expect(field(`${D}.general.fields.name`)).toHaveValue('Leivakali');
    await settled();
  },
};

/** In English the weight is written with a decimal point ("33.9", not the Estonian "33,9"), as it is typed there. */
export const WeightInEnglish: DetailsStory = {
  ...of(kali),
  globals: { locale: 'en' },
  play: async () => {
    await loaded();
    await expect(field(`${D}.general.fields.weight`)).toHaveValue('33.9');
  },
};

/** A can (type 3) chosen from the keyboard clears the brown colour and the 150 cl volume: only colourless is allowed. */
export const PackageTypeRules: DetailsStory = {
  ...of(kali),
  play: async () => {
    await loaded();
    // The types have loaded once the select shows the package's own (PET).
    await waitFor(() => expect(choice(`${D}.general.fields.packageType`)).toHaveTextContent('PET'));
    // The list opened from the keyboard; the option chosen by name (a typeahead depends on the typing speed).
    const list = await openList(choice(`${D}.general.fields.packageType`));
    await userEvent.click(within(list).getByRole('option', { name: 'Plekk (alumiinium)' }));
    await expect(choice(`${D}.general.fields.packageType`)).toHaveTextContent('Plekk (alumiinium)');
    await expect(choice(`${D}.general.fields.color`)).not.toHaveTextContent('Pruun');
    await expect(general().getByText(text(`${D}.general.colourlessOnly`))).toBeVisible();
    await waitFor(() => expect(choice(`${D}.general.fields.volume`)).not.toHaveTextContent('150'));
  },
};

/** Registered: only the name and the location code are editable; no approve button; deletable. */
export const ReadOnlyRegistered: DetailsStory = {
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
export const SaveValidationErrors: DetailsStory = {
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
export const ServerFieldErrors: DetailsStory = {
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
    await screen.findByText(text(`${D}.save.fieldsRefused`));
    await expect(general().getByText('Sama EAN-koodiga pakend on juba registreeritud.')).toBeVisible();
    await expect(general().getByText('Kaal peab olema suurem kui 0.')).toBeVisible();
    await expect(field(`${D}.general.fields.weight`)).toHaveValue('0');
    await expect(field(`${D}.general.fields.ean`)).toHaveAttribute('aria-invalid', 'true');
    await settled();
  },
};
