import { handlersFor, scenarios } from '@epp/fixtures';
import { PartnerRetestingScreen } from '@epp/screens/partner';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { dataRows, finishTesting, listRows, listStates, loadedList } from '../../support/partner-lists';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';

const meta = {
  title: 'Screens/Partner/Retesting',
  component: PartnerRetestingScreen,
  decorators: [withScreen],
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    // Five rows a page: the whole page fits the snapshot.
    screen: { path: '/packages/retesting?size=5' },
    msw: { handlers: handlersFor(scenarios.partner) },
  },
} satisfies Meta<typeof PartnerRetestingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The packages in retesting, under their tab, with "finish retesting". */
export const List: Story = {
  play: async () => {
    const table = await loadedList('Retesting');
    await expect(dataRows(table)).toHaveLength(Math.min(5, listRows('Retesting').length));
    await expect(
      screen.getByText(
        text('ui.pagination.range', {
          first: 1,
          last: Math.min(5, listRows('Retesting').length),
          total: listRows('Retesting').length,
        }),
      ),
    ).toBeVisible();
    await expect(screen.getByRole('tab', { name: text('routes.retesting') })).toHaveAttribute('aria-selected', 'true');
  },
};

/** "Finish retesting" asks first; confirming sends is_retest and says the operator was notified. */
export const FinishRetesting: Story = {
  play: () => finishTesting('Retesting', 'Retesting'),
};

const states = listStates('Retesting', 'partnerPackagesInTest');
export const Empty: Story = states.Empty;
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
