// What the five settings tables' stories share (Screens/Operator/Settings*): the operator's world, each kind's
// table, its columns as the header shows them, and the Loading / Empty / ServerError states.
import type { EndpointName } from '@epp/api/endpoints';
import { scenarios } from '@epp/fixtures';
import type { TranslationKey } from '@epp/i18n';
import type { SettingsKind } from '@epp/screens/operator';
import { expect, screen, within } from 'storybook/test';
import { dataRows } from '../../support/partner-lists';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';

export const settingsScenario = scenarios.operator;
export const SETTINGS = 'screens.operator.settings';

const ENDPOINTS: Record<SettingsKind, EndpointName> = {
  categories: 'categories',
  types: 'packageTypes',
  colors: 'colors',
  volumes: 'volumes',
  processFees: 'processFees',
};

export const settingsCaption = (kind: SettingsKind) => `${SETTINGS}.captions.${kind}` as const;

/** The table of a kind once a row with `cell` shows. */
export const loadedSettings = (kind: SettingsKind, cell: string) => loaded(settingsCaption(kind), cell);

/** The cells of a table's rows, as text. */
export const rowTexts = (table: HTMLElement) =>
  dataRows(table).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));

/** The table's column headers are these, in order; 'Uuenda klassifikaatoreid' is offered beside it. */
export async function expectColumns(table: HTMLElement, columns: readonly string[]) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  await expect(headers).toEqual(columns.map((column) => text(`${SETTINGS}.columns.${column}` as TranslationKey)));
  await expect(screen.getByRole('button', { name: text(`${SETTINGS}.sync`) })).toBeEnabled();
}

/** Loading (the table busy), Empty ('Klassifikaatoreid ei leitud.') and ServerError (the reason, a retry). */
export const settingsStates = (kind: SettingsKind) =>
  screenStateStories({
    scenario: settingsScenario,
    endpoints: ENDPOINTS[kind],
    loading: settingsCaption(kind),
    empty: { answer: [], text: `${SETTINGS}.empty` },
    error: { texts: `${SETTINGS}.loadError` },
  });
