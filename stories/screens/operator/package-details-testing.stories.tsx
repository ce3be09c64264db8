import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { escapeRegExp, press, settled } from '../../support/interaction';
import { text } from '../../support/text';
import {
  button,
  D,
  type DetailsMeta,
  type DetailsStory,
  detailsMeta,
  dialog,
  type Key,
  kali,
  kelluke,
  loaded,
  of,
  porter,
  siider,
  testing,
  testSummary,
} from './package-details-story';

// Screens/Operator/PackageDetails, "Testimine": the tests, submitting and confirming one, sending to
// testing (the other stories: package-details*.stories.tsx).
export default {
  title: 'Screens/Operator/PackageDetails',
  ...detailsMeta,
} satisfies DetailsMeta;

/**
 * In retesting: the open test with its form, the confirmed one collapsed and read-only; no "Saada testimisse"
 * while a test is open. Keyboard: Enter on the confirmed test's summary opens it.
 */
export const TestsList: DetailsStory = {
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
export const SubmitTest: DetailsStory = {
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
    await screen.findByText(text('widgets.testMeasurementForm.submitted', { status: 'OK' }));
    await waitFor(() => expect(testSummary(1)).toHaveTextContent(text(`${D}.testing.unconfirmed`)));
    await expect(button(`${D}.testing.confirm`)).toBeVisible();
    await settled();
  },
};

/** "Kinnita test" needs a sales start date: without one it says so; with one the result is confirmed. */
export const ConfirmTest: DetailsStory = {
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
    await screen.findByText(text(`${D}.testing.confirmed`, { eans: kali.ean }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await screen.findByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeVisible();
    await settled();
  },
};

/** Waiting after a confirmed test: "Saada testimisse" sends it (a new open test appears). */
export const SendToTesting: DetailsStory = {
  ...of(siider),
  play: async () => {
    await loaded();
    await press(button(`${D}.testing.sendToTesting`));
    await screen.findByText(text(`${D}.testing.sent`));
    await waitFor(() => expect(testing().getByText(text(`${D}.testing.test`, { number: 2 }))).toBeVisible());
    await expect(screen.queryByRole('button', { name: text(`${D}.testing.sendToTesting`) })).toBeNull();
    await settled();
  },
};
