// What the stories of the partner's five package lists share: their table, its rows' expand buttons, and
// the Loading, Empty and ServerError states over one list endpoint (through screenStateStories).
import type { EndpointName } from '@epp/api/endpoints';
import { type AnswerOf, resolvers, type Scenario, scenarios, storeFor } from '@epp/fixtures';
import { expect, screen, waitFor, within } from 'storybook/test';
import { escapeRegExp, press, settled, shown } from './interaction';
import { screenStateStories } from './screen-states';
import { EAN_CELL, loaded } from './tables';
import { text } from './text';

export type PartnerList = 'Testing' | 'Retesting' | 'Unconfirmed' | 'Confirmed' | 'TestResults';

export const partnerCaption = (list: PartnerList) => `screens.partner.partner${list}.caption` as const;

/** The endpoint and query each list's rows come from (GET partner/…). */
const LIST_SOURCE = {
  Testing: ['partnerPackagesInTest', { type: 'TESTING' }],
  Retesting: ['partnerPackagesInTest', { type: 'RETESTING' }],
  Unconfirmed: ['partnerPackagesUnconfirmed', {}],
  Confirmed: ['partnerPackagesConfirmed', {}],
  TestResults: ['partnerPackagesAll', {}],
} as const satisfies Record<PartnerList, readonly [EndpointName, object]>;

/**
 * The rows a list holds in a scenario's fresh world, as its endpoint answers them (the fixtures' state
 * machine decides, so the stories' counts follow it).
 */
export function listRows(list: PartnerList, scenario: Scenario = scenarios.partner): AnswerOf<'partnerPackagesAll'> {
  const [endpoint, query] = LIST_SOURCE[list];
  const resolve = resolvers[endpoint] as (context: object) => unknown;
  const rows = resolve({ db: storeFor(scenario).db, params: {}, query, body: undefined, request: undefined });
  if (!Array.isArray(rows)) throw new Error(`${endpoint} answers no rows`);
  return rows as AnswerOf<'partnerPackagesAll'>;
}

/** The list's table once its rows are there. */
export const loadedList = (list: PartnerList) => loaded(partnerCaption(list), EAN_CELL);

/** The data rows of a loaded table (without the header row). */
export const dataRows = (table: HTMLElement) => [...table.querySelectorAll('tr[data-body-row]')];

/** A row's expand button (its name holds the EAN). */
export const expandButton = (ean: string) =>
  screen.getByRole('button', { name: text('ui.dataTable.expandRow', { label: ean }) });
export const collapseButton = (ean: string) =>
  screen.findByRole('button', { name: text('ui.dataTable.collapseRow', { label: ean }) });

/** The address of a list filtered to one EAN, five rows a page (the whole page fits the snapshot). */
export const listOfEan = (path: string, ean: string) => `${path}?size=5&ean=${ean}`;

/** Opens a package's row from the keyboard, once the list has loaded; returns its (first) test form. */
export async function openTests(list: PartnerList, ean: string): Promise<HTMLElement> {
  await loadedList(list);
  await press(expandButton(ean));
  return screen.findByRole('form', { name: new RegExp(escapeRegExp(ean)) });
}

/** Queries in a test form's container: testing-library's name lookup fails with a <form> as its root. */
export const inForm = (form: HTMLElement) => within(form.parentElement as HTMLElement);

/** "Finish (re)testing" from the keyboard: the confirm dialog, its text, confirm, and the operator notified. */
export async function finishTesting(list: PartnerList, kind: 'Testing' | 'Retesting') {
  const keys = {
    button: `screens.partner.packageLists.finish${kind}`,
    title: `screens.partner.packageLists.finish${kind}Title`,
    body: `screens.partner.packageLists.finish${kind}Text`,
  } as const;
  await loadedList(list);
  await press(screen.getByRole('button', { name: text(keys.button) }));
  const dialog = await shown(screen.findByRole('alertdialog', { name: text(keys.title) }));
  await expect(within(dialog).getByText(text(keys.body))).toBeVisible();
  await press(within(dialog).getByRole('button', { name: text(keys.button) }));
  await screen.findByText(text('screens.partner.packageLists.finished'));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await settled();
}

/** Loading, Empty and ServerError of a list whose rows come from `endpoint`. */
export function listStates(list: PartnerList, endpoint: EndpointName, scenario: Scenario = scenarios.partner) {
  return screenStateStories({
    scenario,
    endpoints: endpoint,
    loading: partnerCaption(list),
    empty: { answer: [], text: 'screens.partner.packageLists.noPackages' },
    error: { texts: 'screens.partner.packageLists.loadError' },
  });
}
