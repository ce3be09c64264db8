import { handlersFor } from '@epp/fixtures';
import { expect, screen } from 'storybook/test';
import { escapeRegExp, press } from '../../support/interaction';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';
import {
  D,
  type DetailsMeta,
  type DetailsStory,
  detailsMeta,
  kali,
  loaded,
  MISSING_ID,
  of,
  scenario,
  unsynced,
} from './package-details-story';

// The PackageDetails stories (Screens/Operator/PackageDetails) are split by concern, one title: the
// page's alerts and its load states here; general data, testing and the actions in package-details-*.stories.tsx.
export default {
  title: 'Screens/Operator/PackageDetails',
  ...detailsMeta,
} satisfies DetailsMeta;

/**
 * A client with a debt, unsubmitted sales reports and unsynced parameters: the three alerts, the first two
 * with their links (the client's debts; its sales reports filtered by it). Keyboard: Tab to the debt link, Enter.
 */
export const AlertsDebtUnsubmittedUnsynced: DetailsStory = {
  ...of(unsynced),
  play: async () => {
    await loaded(104);
    await expect(screen.getByText(text(`${D}.alerts.unsynced`))).toBeVisible();
    await expect(
      screen.getByText(new RegExp(`^${escapeRegExp(text(`${D}.alerts.unsubmitted`, { count: 4 }))}`)),
    ).toBeVisible();
    const reports = screen.getByRole('link', { name: text(`${D}.alerts.unsubmittedLink`) });
    await expect(reports).toHaveAttribute('href', '/reports/sales?client=104');
    const debts = screen.getByRole('link', { name: text(`${D}.alerts.debtLink`) });
    await expect(debts).toHaveAttribute('href', '/client-invoices/104');
    await press(debts);
    await expect(await screen.findByTestId('navigated-to')).toHaveTextContent('/client-invoices/104');
  },
};

/** An id with no package: "Pakendit ei leitud.", nothing to retry. */
export const NotFound: DetailsStory = {
  args: { id: MISSING_ID },
  parameters: {
    screen: { path: `/registry/package/${MISSING_ID}`, route: '/registry/package/:id' },
    msw: { handlers: handlersFor(scenario) },
  },
  play: async () => {
    await screen.findByText(text(`${D}.notFound`));
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

const states = screenStateStories({
  scenario,
  base: of(kali),
  endpoints: 'packageDetails',
  loading: async () => {
    await screen.findByRole('group', { name: text('ui.skeleton.loading') });
    await expect(screen.getByRole('group', { name: text('ui.skeleton.loading') })).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByRole('button', { name: text(`${D}.save.button`) })).toBeNull();
  },
  error: { texts: `${D}.loadError` },
});

/** The answer never comes: the section stays busy and says it is loading. */
export const Loading: DetailsStory = states.Loading;

/** The details fail to load: the spec's text with the reason, and a retry. */
export const ServerError: DetailsStory = states.ServerError;
