// The user's actions the resilience pass faults beyond forms and searches (issue #26: import, comment, signing,
// line saves, role switch, bulk actions), one per screen, each on the screen's main story (screen-cases.ts).
import { applicationSamples, sampleReports, scenarios, storeFor } from '@epp/fixtures';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { filledTemplate, LINES } from '../screens/client/sales-report-story';
import { NEW_USER } from '../screens/operator/operator-users-story';
import { userFormField } from '../support/company-users';
import { press } from '../support/interaction';
import { scan } from '../support/scanner';
import { EAN_CELL, loaded } from '../support/tables';
import { text } from '../support/text';
import type { UserInput } from './screen-cases';

const returnReport = sampleReports(storeFor(scenarios.clientActiveContract).db).unconfirmedReturn;
const commented = returnReport.lines.find((line) => line.comments_count > 0);

/** A return report line's comments opened, a comment typed, sent with Enter (the thread's own send). */
export const returnLineComment: UserInput = {
  fill: async () => {
    if (!commented) throw new Error('The fixture return report has no commented line');
    const commentField = () =>
      screen.queryByRole('textbox', { name: text('widgets.commentsThread.fieldLabel') }) as HTMLElement | null;
    if (!commentField()) {
      const table = await loaded('screens.client.returnReport.linesCaption', EAN_CELL);
      await press(
        within(table).getByRole('button', { name: text('ui.dataTable.expandRow', { label: commented.package.ean }) }),
      );
    }
    const field = await screen.findByRole(
      'textbox',
      { name: text('widgets.commentsThread.fieldLabel') },
      { timeout: 5000 },
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'Selgitus lisatud.');
  },
  send: () => press(screen.getByRole('textbox', { name: text('widgets.commentsThread.fieldLabel') })),
  // A posted comment leaves the field empty, also when the thread's reload after it fails.
  emptiedOnceSent: true,
};

/** The import: "Impordi failist" of the newest sales report, a filled template chosen, then "Impordi". */
export const salesReportImport: UserInput = {
  fill: async () => {
    const period = '10.2026';
    const title = text('widgets.importDropzone.title', { period });
    if (!screen.queryByRole('dialog', { name: title })) {
      const trigger = await screen.findByRole(
        'button',
        { name: text('screens.client.salesReports.menuLabel', { period }) },
        { timeout: 5000 },
      );
      await press(trigger);
      const menu = await screen.findByRole('menu');
      await press(
        within(menu).getByRole('menuitem', { name: text('screens.client.salesReports.actions.import-original') }),
      );
    }
    const dialog = await screen.findByRole('dialog', { name: title });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('the import modal has no file input');
    await userEvent.upload(input, await filledTemplate(4321));
    await waitFor(() => expect(importButton()).toBeEnabled());
  },
  send: () => press(importButton()),
  // a successful import opens the imported report (the list's reload after it is the page left's)
  leavesPage: true,
};
const importButton = () => screen.getByRole('button', { name: text('widgets.importDropzone.import') });

/** The signing: the terms accepted, Smart-ID chosen, "Allkirjasta" (the contract form's profiles are filled in). */
export const contractSigning: UserInput = {
  fill: async () => {
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 10000 });
    await within(dialog).findByRole(
      'textbox',
      { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) },
      { timeout: 10000 },
    );
    const terms = within(dialog).getByRole('checkbox');
    if (!(terms as HTMLInputElement).checked) await press(terms, ' ');
    const smartId = within(dialog).getByRole('radio', {
      name: new RegExp(text('widgets.signingModal.methods.smartId')),
    });
    await press(smartId, ' ');
    await waitFor(() => expect(smartId).toBeChecked());
  },
  send: () =>
    press(within(screen.getByRole('dialog')).getByRole('button', { name: text('widgets.signingModal.sign') })),
};

/**
 * A line save: the first line's quantity typed and committed with Tab. Spec §5: a failed save puts the old
 * quantity back and says why, so the field must hold its old value then (not the typed one).
 */
export const salesLineSave: UserInput = {
  fill: async () => {
    const table = await loaded(LINES, EAN_CELL);
    const [field] = within(table).getAllByRole('spinbutton') as [HTMLElement];
    field.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard('1000');
  },
  send: async () => {
    const [field] = screen.getAllByRole('spinbutton') as [HTMLElement];
    // After a failure the field holds the old value again: the retry types the quantity anew.
    if ((field as HTMLInputElement).value.replace(/[^0-9]/g, '') !== '1000') {
      field.focus();
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.keyboard('1000');
    }
    await userEvent.tab();
    // Out of the fields, as after a click elsewhere: a focused number field shows its value without grouping.
    (document.activeElement as HTMLElement | null)?.blur();
  },
  onFailure: 'restored',
  sentBy: 'changeSalesLine',
};

/** The role switch: the profile menu opened, the operator's profile chosen (setActiveEpp). */
export const operatorProfileSwitch: UserInput = {
  fill: () =>
    waitFor(() =>
      expect(screen.getByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) })).toBeEnabled(),
    ),
  send: async () => {
    // The notification popover the shell's cases open closes first (a click outside it only closes it).
    if (screen.queryByRole('dialog')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: new RegExp(text('widgets.roleSelector.current')) }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(
      within(menu).getByRole('menuitemradio', { name: text('widgets.roleSelector.operatorProfile') }),
    );
  },
};

const [sameClientFirst, sameClientSecond] = applicationSamples(storeFor(scenarios.operatorApplications).db).sameClient;
const selectionTitle = () => text('screens.operator.registryApplications.selection.title');

/** The bulk action: two applications scanned into the selection, "Kinnita ja esita näidised (2) testimisse", confirmed. */
export const applicationsSendToTesting: UserInput = {
  fill: async () => {
    await loaded('screens.operator.registryApplications.caption', EAN_CELL);
    if (!sameClientFirst || !sameClientSecond) throw new Error('The fixture applications lack the same-client pair');
    await scan(sameClientFirst.ean);
    await scan(sameClientSecond.ean);
  },
  send: async () => {
    if (!screen.queryByRole('dialog', { name: selectionTitle() }))
      await press(
        await screen.findByRole('button', {
          name: text('screens.operator.registryApplications.selection.open', { count: 2 }),
        }),
      );
    const dialog = await screen.findByRole('dialog', { name: selectionTitle() });
    await press(
      within(dialog).getByRole('button', {
        name: text('screens.operator.registryApplications.selection.sendToTesting', { count: 2 }),
      }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: text('screens.operator.registryApplications.sendConfirm.title'),
    });
    await press(
      within(confirm).getByRole('button', { name: text('screens.operator.registryApplications.sendConfirm.confirm') }),
    );
  },
};

// #28 operator user tables
/** "Lisa kasutaja" of an operator's users table: the modal opened, a new user typed in, then "Lisa kasutaja". */
export const operatorAddUser: UserInput = {
  fill: async () => {
    const title = text('screens.client.profileUsers.add.title');
    if (!screen.queryByRole('dialog', { name: title }))
      await press(
        await screen.findByRole('button', { name: text('screens.client.profileUsers.add.open') }, { timeout: 5000 }),
      );
    const dialog = await screen.findByRole('dialog', { name: title });
    for (const [name, value] of Object.entries(NEW_USER)) {
      const field = userFormField(dialog, name);
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
  },
  send: () =>
    press(
      within(screen.getByRole('dialog')).getByRole('button', { name: text('screens.client.profileUsers.add.submit') }),
    ),
  // The add's own request; the list's reload after it comes once the modal has closed with the user added.
  sentBy: 'adminAddUser',
  emptiedOnceSent: true,
};
// end #28 operator user tables
// #28 the operator's client profile, contracts section
/** "Kinnita" on the signer of Saare's waiting contract (no field: after a failure, pressing it again is the retry). */
export const contractSignerConfirm: UserInput = {
  fill: async () => {
    await screen.findByRole('button', { name: text('screens.operator.clientContracts.confirm') }, { timeout: 10000 });
  },
  send: () => press(screen.getByRole('button', { name: text('screens.operator.clientContracts.confirm') })),
};
// end #28 contracts section
