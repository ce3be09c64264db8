// The `--extends reports/<feature>` recipe of `npm run new:screen`: an area's screen over a feature view the
// roles share (packages/screens/src/reports/<feature>/), the way client/return-report/ wraps
// reports/returns. The view draws the page and reads its data; the area's screen gives it the route's title, the
// area's list to go back to and its audience, and later its own header actions.
import { MARKER } from './screen-edits.mjs';

/**
 * The shared views a screen may extend: the view, the endpoint it reads (a story overrides it), the fixture
 * records it shows, a record's period (the title's suffix), the text of its failed load, and the list route each area goes back to. A view whose required props change fails the
 * generated screen's type check, and `npm test` runs this recipe (scripts/generators/new-screen-check.mjs).
 */
export const sharedViews = {
  returns: {
    view: 'ReturnReportView',
    endpoint: 'returnReport',
    records: 'returnReports',
    period: 'record.period_formatted',
    loadFailed: 'errors.returns.load',
    listRoute: 'returnReports',
  },
  'additional-deposit': {
    view: 'AdditionalDepositReportView',
    endpoint: 'additionalDepositReport',
    records: 'additionalDepositReports',
    period: 'record.period_formatted ?? String(record.period)',
    loadFailed: 'errors.returns.load',
    listRoute: 'additionalDepositReports',
  },
  rpet: {
    view: 'RpetReportView',
    endpoint: 'rpetReport',
    records: 'rpetReports',
    period: 'record.period_formatted',
    loadFailed: 'errors.rpet.load',
    listRoute: 'rpetReports',
  },
};

/** Features with a shared view that no area but the client can show yet, and why. */
export const notExtendable = {
  sales:
    "its view reads the client's endpoints (salesReportDetail, changeSalesLine): the operator's report needs its own source first",
};

/** The areas that read reports: the view's `audience` for each. */
export const audienceOf = { client: 'client', operator: 'admin' };

/** `reports/returns` → the feature's view, or a refusal's reason. */
export function sharedViewOf(extendsArg, area) {
  const feature = /^reports\/([a-z-]+)$/.exec(extendsArg ?? '')?.[1];
  if (!feature) return { reason: `--extends takes reports/<feature>, e.g. reports/returns` };
  if (notExtendable[feature]) return { reason: `reports/${feature} cannot be extended yet: ${notExtendable[feature]}` };
  if (!sharedViews[feature])
    return { reason: `reports/${feature} has no shared view; these have one: ${Object.keys(sharedViews).join(', ')}` };
  if (!audienceOf[area]) return { reason: `the ${area} area reads no reports: --extends is for client or operator` };
  return { feature, ...sharedViews[feature] };
}

export function extendsScreen({ area, component, route, path, param, shared }) {
  return `import { createScreen, useRouteTitle } from '../../kit';
import { ${shared.view} } from '../../reports/${shared.feature}';
import { routes } from '../../routes/route-table';

export interface ${component}Props {
  /** The report's id, from the address (${path}); NaN where malformed, which is "not found". */
  ${param}: number;
}

// ${MARKER}: say what this screen shows (route ${path}, its spec section),
// give the view the area's own header actions (\`actions\`) where the spec has them, and its report tabs
// (\`tabs\`, reports/report-tabs.ts) once this route is one of the tabs' \`current\` routes.
/** ${path}: the shared ${shared.feature} report (reports/${shared.feature}/) as the ${area} sees it. */
export const ${component} = createScreen<${component}Props>('${component}', ({ ${param} }) => (
  <${shared.view}
    reportId={${param}}
    audience="${audienceOf[area]}"
    title={useRouteTitle(${route})}
    listPath={routes.${area}.${shared.listRoute}.to()}
  />
));
`;
}

/** The stories of an extending screen: the view's record, loading and failure in the area's scenario. */
export function extendsStory({ area, pascal, component, path, param, shared, scenario }) {
  const at = (id) => path.replace(`:${param}`, `\${${id}}`).replace(/:\w+/g, '1');
  const storyArea = area[0].toUpperCase() + area.slice(1);
  return `import { handlersFor, scenarios, storeFor } from '@epp/fixtures';
import { ${component} } from '@epp/screens/${area}';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';

// ${MARKER}: the record this screen is seen with, and stories for the area's own actions.
const scenario = scenarios.${scenario};
const record = storeFor(scenario).db.${shared.records}[0];
if (!record) throw new Error('The fixtures have no ${shared.records}');

const meta = {
  title: 'Screens/${storyArea}/${pascal}',
  component: ${component},
  decorators: [withScreen],
  args: { ${param}: record.id },
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: { path: \`${at('record.id')}\`, route: '${path}' },
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = () => screen.findByRole('heading', { level: 1 });

/** The report: its period follows the title. */
export const Populated: Story = {
  play: async () => {
    const title = await heading();
    await waitFor(() => expect(title).toHaveTextContent(${shared.period}), {
      timeout: 5000,
    });
  },
};

const states = screenStateStories({
  scenario,
  base: { args: { ${param}: record.id } },
  endpoints: '${shared.endpoint}',
  loading: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(await heading()).not.toHaveTextContent(${shared.period});
  },
  error: { texts: '${shared.loadFailed}' },
});

/** The answer never comes: the page is busy, with no period in its title. */
export const Loading: Story = states.Loading;

/** The report fails to load: the reason and a retry. */
export const ServerError: Story = states.ServerError;
`;
}
