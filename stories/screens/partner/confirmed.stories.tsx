import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { PartnerConfirmedScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { escapeRegExp, press } from '../../support/interaction';
import { dataRows, expandButton, inForm, listRows, listStates, loadedList } from '../../support/partner-lists';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

/** Tested NOK, the result confirmed by the operator. */
const confirmed = heroPackage('Põhjala Õunasiider 0,5 l');

const meta = {
  title: 'Screens/Partner/Confirmed',
  component: PartnerConfirmedScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/packages/confirmed' },
    msw: { handlers: handlersFor(scenarios.partner) },
  },
} satisfies Meta<typeof PartnerConfirmedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Confirmed tests are read only and, as on the operator's package details, collapsed at first: a package opens
 * to its tests' summaries; an opened summary shows the measures with nothing to submit or change.
 */
export const ReadOnly: Story = {
  play: async () => {
    const table = await loadedList('Confirmed');
    await expect(dataRows(table)).toHaveLength(listRows('Confirmed').length);
    await expect(screen.queryByRole('button', { name: text('screens.partner.packageLists.finishTesting') })).toBeNull();
    await press(expandButton(confirmed.ean));
    const testName = text('screens.operator.packageDetails.testing.test', { number: 1 });
    const summary = (await screen.findByText(testName)).closest('summary') as HTMLElement;
    await expect(summary.parentElement).not.toHaveAttribute('open');
    await expect(screen.queryByRole('form', { name: new RegExp(escapeRegExp(confirmed.ean)) })).toBeNull();
    // A native disclosure: Enter and Space toggle it in a browser; a synthetic key press does not, so a click here.
    await userEvent.click(summary);
    const form = inForm(await screen.findByRole('form', { name: new RegExp(escapeRegExp(confirmed.ean)) }));
    await expect(
      form.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(text('widgets.testMeasurementForm.width'))}`) }),
    ).toHaveAttribute('readonly');
    await expect(form.queryByRole('button', { name: text('widgets.testMeasurementForm.update') })).toBeNull();
    await expect(form.queryByRole('button', { name: text('widgets.testMeasurementForm.submit') })).toBeNull();
    // the summary keeps focus from the click; its ring runs past the table's horizontal scroll (the list is wider
    // than the frame), so the picture is taken without it: focus rings have their own stories
    summary.blur();
    // the click scrolled the opened test into view; the picture is of the page from its top
    window.scrollTo(0, 0);
  },
};

const states = listStates('Confirmed', 'partnerPackagesConfirmed');
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
