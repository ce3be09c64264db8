// The operator's applications list as a screen-reader user hears it, in Estonian and in English: the product's name
// typed in the search narrows the list and the new range is said once, the row's checkbox is named by its EAN, ticking it
// says the selection's count once, and the bulk action "Valitud näidised (1)" is named with its count; its dialog,
// closed with Escape, gives the focus back to it.
import { applicationSamples, scenarios, storeFor } from '@epp/fixtures';
import { waitFor } from 'storybook/test';
import { afterEach, describe, expect, test } from 'vitest';
import * as applications from '../screens/operator/applications.stories';
import {
  expectFocusKept,
  expectOnce,
  heard,
  hearUntil,
  languages,
  listenTo,
  press,
  say,
  stopListening,
  tabUntil,
  type,
} from './reader';

const { t } = say;
const { otherClient } = applicationSamples(storeFor(scenarios.operatorApplications).db);
afterEach(stopListening);

const selectionButton = (count: number) =>
  `button, ${t('screens.operator.registryApplications.selection.open', { count })}`;

/** Types into the focused field a key at a time, each once the field shows the text so far. */
async function typeShown(text: string): Promise<void> {
  const field = document.activeElement as HTMLInputElement;
  for (let end = 1; end <= text.length; end++) {
    await type(text.slice(end - 1, end));
    await waitFor(() => expect(field.value).toBe(text.slice(0, end)));
  }
}

describe.each(languages)('the applications list, heard in %s', (language) => {
  test('search, a row ticked by its named checkbox, the count said once, the bulk action named', async () => {
    await listenTo(applications, 'List', language);
    await tabUntil(`textbox, ${t('screens.operator.registry.columns.name')}`);
    await heard();
    // By name, a key at a time as the field shows it: digits typed as fast as a script types are a barcode scan to
    // the screen (it selects the row and takes the digits out), and so were the name's "0" and the keys around it.
    await typeShown(otherClient.name);
    // The pagination's range is a polite status: the narrowed list is said as its range, once.
    const range = say.status(t('ui.pagination.range', { first: '1', last: '1', total: '1' }));
    expectOnce(await hearUntil(range), range);

    const rowBox = `checkbox, ${t('ui.dataTable.selectRow', { label: otherClient.ean })}, not checked`;
    await tabUntil(rowBox);
    await press(' ');
    const count = say.status(t('ui.dataTable.selectedCount', { count: 1 }));
    expectOnce(await hearUntil(count), count);

    await tabUntil(selectionButton(1), { back: true });
    await press('Enter');
    await hearUntil(`dialog, ${t('screens.operator.registryApplications.selection.title')}`);
    await press('Escape');
    await expectFocusKept();
    expect(document.activeElement?.textContent).toBe(
      t('screens.operator.registryApplications.selection.open', { count: 1 }),
    );
  });
});
