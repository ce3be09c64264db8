import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escapeRegExp, press, settled } from '../../support/interaction';
import { text } from '../../support/text';
import {
  alertdialog,
  button,
  D,
  type DetailsMeta,
  type DetailsStory,
  detailsMeta,
  dialog,
  field,
  kali,
  loaded,
  of,
  registered,
  retype,
  webOnly,
} from './package-details-story';

// Screens/Operator/PackageDetails, the actions: registering (approve), deleting, the application invoice
// (the other stories: package-details*.stories.tsx).
export default {
  title: 'Screens/Operator/PackageDetails',
  ...detailsMeta,
} satisfies DetailsMeta;

/**
 * The approval: the location code typed, "Registreeri pakend", the possible problems, a sales start date,
 * "Registreeri", then "Kinnita registreerimine": registered, and the details turn read-only.
 */
export const ApproveDialog: DetailsStory = {
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
    await screen.findByText(text(`${D}.approve.registered`));
    await waitFor(() => expect(field(`${D}.general.fields.ean`)).toHaveAttribute('readonly'));
    await expect(screen.queryByRole('button', { name: text(`${D}.approve.button`) })).toBeNull();
    await settled();
  },
};

/** "Registreeri" with no date and no location code: both reasons at once; nothing is sent. */
export const ApproveMissingDate: DetailsStory = {
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
export const DeleteStaticModal: DetailsStory = {
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
    await expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/registry/packages?page=2');
    await settled();
  },
};

/** A package the client has not submitted: the web-only note, the client's delete call, back to applications. */
export const DeleteUnsubmitted: DetailsStory = {
  ...of(webOnly),
  play: async () => {
    await loaded();
    await press(button(`${D}.delete.button`));
    const modal = await alertdialog(`${D}.delete.title`);
    await expect(modal).toHaveTextContent(text(`${D}.delete.webOnly`));
    await press(within(modal).getByRole('button', { name: text(`${D}.delete.confirm`) }));
    await expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/registry/applications');
    await settled();
  },
};

/** The package has its application invoice: "Genereeri taotluse arve" is disabled. */
export const InvoiceExists: DetailsStory = {
  ...of(kali),
  play: async () => {
    await loaded();
    await expect(button(`${D}.invoice.button`)).toBeDisabled();
  },
};

/**
 * Without an invoice the button generates it: the spec's single-package message. The client has not submitted
 * this package: "Saada testimisse" is not offered, and the testing section says why.
 */
export const GenerateInvoice: DetailsStory = {
  ...of(webOnly),
  play: async () => {
    await loaded();
    await expect(screen.getByText(text(`${D}.testing.notSubmitted`))).toBeVisible();
    await expect(screen.queryByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeNull();
    await press(button(`${D}.invoice.button`));
    await screen.findByText(text(`${D}.invoice.done`));
    await waitFor(() => expect(button(`${D}.invoice.button`)).toBeDisabled());
    await settled();
  },
};
