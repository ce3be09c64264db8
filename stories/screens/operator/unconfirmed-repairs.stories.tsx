import { handlersFor } from '@epp/fixtures';
import { OperatorSalesReportsScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { settled } from '../../support/interaction';
import { requestLog } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { loaded } from '../../support/tables';
import { text } from '../../support/text';
import {
  action,
  cancelWithReason,
  caption,
  choose,
  confirmRepair,
  menuOf,
  POHJALA,
  scenario,
} from './sales-reports-story';

const CAPTION = caption('unconfirmed');
const approvals = requestLog([['put', 'administrator/repair-report-approval/']]);

const meta = {
  title: 'Screens/Operator/UnconfirmedRepairs',
  component: OperatorSalesReportsScreen,
  decorators: [withScreen],
  args: { list: 'unconfirmed' },
  beforeEach: () => {
    clearAnnouncements();
    approvals.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/reports/unconfirmed' },
    msw: { handlers: [...approvals.handlers, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof OperatorSalesReportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A world of the story's own: a decision changes it. */
const ownWorld = () => ({ msw: { handlers: [...approvals.handlers, ...handlersFor(scenario)] } });

const REPAIR_ROW = () => text('screens.client.salesReports.repairPeriod', { period: '07.2026' });

/** The reports whose repair waits for EPP: Põhjala's 07.2026, its repair under it. */
export const List: Story = {
  play: async () => {
    await loaded(CAPTION, REPAIR_ROW());
    await expect(screen.getAllByRole('row', { name: new RegExp(POHJALA.name) }).length).toBeGreaterThan(0);
  },
};

/** "Kinnita parandus" from the repair's menu: confirmed, it leaves the list, and a success alert says so. */
export const Confirm: Story = {
  parameters: ownWorld(),
  play: async () => {
    await loaded(CAPTION, REPAIR_ROW());
    await choose(menuOf('07.2026', true), action('confirm-repair'));
    await confirmRepair();
    await screen.findByText(text('screens.operator.salesReports.confirmed', { period: '07.2026' }));
    await expect(approvals.bodiesOf('put', 'administrator/repair-report-approval/')).toEqual([
      expect.objectContaining({ is_approve: true }),
    ]);
    await screen.findByText(text('screens.operator.salesReports.empty.unconfirmed'));
    await settled();
  },
};

/**
 * "Tühista parandus" needs a reason: confirming without one says so at the field and sends nothing; with one,
 * the repair is cancelled with it and leaves the list.
 */
export const CancelWithReason: Story = {
  parameters: ownWorld(),
  play: async () => {
    await loaded(CAPTION, REPAIR_ROW());
    await choose(menuOf('07.2026', true), action('cancel-repair'));
    await cancelWithReason('Kogused ei vasta saatelehtedele.');
    await screen.findByText(text('screens.operator.salesReports.cancelled', { period: '07.2026' }));
    await waitFor(() =>
      expect(approvals.bodiesOf('put', 'administrator/repair-report-approval/')).toEqual([
        expect.objectContaining({ is_approve: false, comment: 'Kogused ei vasta saatelehtedele.' }),
      ]),
    );
    await screen.findByText(text('screens.operator.salesReports.empty.unconfirmed'));
    await settled();
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'adminUnconfirmedSalesReports',
  loading: CAPTION,
  empty: { answer: [], text: 'screens.operator.salesReports.empty.unconfirmed' },
  error: { texts: 'screens.operator.salesReports.loadError' },
});

/** No repair waits for EPP: the empty text. */
export const Empty: Story = states.Empty;

/** The answer never comes: the table is busy and says it is loading. */
export const Loading: Story = states.Loading;

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
