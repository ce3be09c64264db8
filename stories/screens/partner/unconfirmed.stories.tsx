import { handlersFor, heroPackage, scenarios } from '@epp/fixtures';
import { PartnerUnconfirmedScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { escapeRegExp, press, settled } from '../../support/interaction';
import { dataRows, inForm, listOfEan, listRows, listStates, loadedList, openTests } from '../../support/partner-lists';
import { withScreen } from '../../support/screen-frame';
import { storyLanguage, text } from '../../support/text';

/** Measured (NOK, too low a barcode) and not yet confirmed by the operator. */
const measured = heroPackage('Põhjala Leivakali 1,5 l');

const meta = {
  title: 'Screens/Partner/Unconfirmed',
  component: PartnerUnconfirmedScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/packages/unconfirmed' },
    msw: { handlers: handlersFor(scenarios.partner) },
  },
} satisfies Meta<typeof PartnerUnconfirmedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The packages whose test the operator has not confirmed, the latest test first. */
export const List: Story = {
  play: async () => {
    const table = await loadedList('Unconfirmed');
    await expect(dataRows(table)).toHaveLength(Math.min(5, listRows('Unconfirmed').length));
    await expect(within(dataRows(table)[0] as HTMLElement).getByText(measured.ean)).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.unconfirmedTests') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.queryByRole('button', { name: text('screens.partner.packageLists.finishTesting') })).toBeNull();
  },
};

/**
 * The keyboard path of an update, in English: open the package, correct the height, choose OK, update the
 * result; the success says the result was updated (not submitted: the test had one already).
 */
export const UpdateTestResult: Story = {
  globals: { locale: 'en' },
  parameters: { screen: { path: listOfEan('/packages/unconfirmed', measured.ean) } },
  play: async () => {
    const form = inForm(await openTests('Unconfirmed', measured.ean));
    const height = form.getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(text('widgets.testMeasurementForm.height'))}`),
    });
    height.focus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.keyboard(storyLanguage() === 'et' ? '25,91' : '25.91');
    await press(form.getByRole('radio', { name: 'OK' }), ' ');
    await press(form.getByRole('button', { name: text('widgets.testMeasurementForm.update') }));
    await form.findByText('Package test result updated successfully to OK.');
    await expect(form.queryByText(text('widgets.testMeasurementForm.submitted', { status: 'OK' }))).toBeNull();
    await settled();
  },
};

const states = listStates('Unconfirmed', 'partnerPackagesUnconfirmed');
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
