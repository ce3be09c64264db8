// The story file `npm run new:screen` writes beside a screen (stories/screens/<area>/<name>.stories.tsx): one
// story per state on fixture handlers, each with a play function that fails in the other states. Loading, Empty
// and ServerError come from the one state-story factory every screen uses (stories/support/screen-states.ts:
// the placeholder endpoint never answered, answered with nothing, failing).
import { MARKER } from './screen-edits.mjs';

/** The Storybook area of a screen area: `client` → `Client`. */
const storyArea = (area) => area[0].toUpperCase() + area.slice(1);

/** The story scenario of each area: its signed-in hero. */
export const scenarioOf = { client: 'clientActiveContract', operator: 'operator', partner: 'partner' };

/** The story file: Screens/<Area>/<Name>, with a play function that fails in every state but its own. */
export function screenStory(screen) {
  if (screen.recipe === 'list') return listStory(screen);
  if (screen.recipe === 'detail') return detailStory(screen);
  return publicStory(screen);
}

function storyMeta({ area, pascal, component }, { args, screenParameters }) {
  return `const meta = {
  title: 'Screens/${storyArea(area)}/${pascal}',
  component: ${component},
  decorators: [withScreen],${args ? `\n  args: ${args},` : ''}
  beforeEach: () => clearAnnouncements(),
  parameters: {
    layout: 'fullscreen',
    screen: ${screenParameters},
    msw: { handlers: handlersFor(scenario) },
  },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;`;
}

/** A path pattern with every parameter filled, for a list on a parameterized route. */
const filled = (path) => path.replace(/:\w+/g, '1');

function listStory(screen) {
  const { area, camel, component, path } = screen;
  const texts = `screens.${area}.${camel}`;
  const address = filled(path);
  const screenParameters = address === path ? `{ path: '${path}' }` : `{ path: '${address}', route: '${path}' }`;
  return `import { handlersFor, scenarios } from '@epp/fixtures';
import { ${component} } from '@epp/screens/${area}';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

// ${MARKER}: the scenario this screen is seen in, and its own endpoint in the overrides below (the screen
// reads return reports until it reads its own).
const scenario = scenarios.${scenarioOf[area]};

${storyMeta(screen, { screenParameters })}

const table = () => screen.findByRole('table', { name: text('${texts}.caption') });

/** The list has loaded: rows, neither busy, nor empty, nor failed. */
export const Populated: Story = {
  play: async () => {
    const list = await table();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'), { timeout: 5000 });
    await expect(screen.queryByText(text('${texts}.empty'))).toBeNull();
    await expect(within(list).getAllByRole('row').length).toBeGreaterThan(2);
  },
};

const states = screenStateStories({
  scenario,
  endpoints: 'returnReports',
  loading: '${texts}.caption',
  empty: { answer: { count: 0, results: [], next: null, previous: null }, text: '${texts}.empty' },
  error: { texts: '${texts}.loadError' },
});

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** Nothing to list: the empty text. */
export const Empty: Story = states.Empty;

/** A filter in the address (a reload, a shared link) fills its field and filters the list. */
export const FilteredByAddress: Story = {
  parameters: { screen: { path: '${address}?client=no-such-client'${address === path ? '' : `, route: '${path}'`} } },
  play: async () => {
    await expect(await screen.findByRole('textbox', { name: text('${texts}.columns.client') })).toHaveValue(
      'no-such-client',
    );
    await screen.findByText(text('${texts}.empty'), {}, { timeout: 5000 });
  },
};

/** The list fails: the reason in the table, and a retry. */
export const ServerError: Story = states.ServerError;
`;
}

function detailStory(screen) {
  const { area, camel, component, path, param } = screen;
  const texts = `screens.${area}.${camel}`;
  const at = (id) => path.replace(`:${param}`, `\${${id}}`).replace(/:\w+/g, '1');
  return `import { handlersFor, heroClients, scenarios, storeFor } from '@epp/fixtures';
import { ${component} } from '@epp/screens/${area}';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

// ${MARKER}: the scenario this screen is seen in, a record of its own endpoint, and that endpoint in the
// overrides below (the screen reads a return report until it reads its own).
const scenario = scenarios.${scenarioOf[area]};
const record = storeFor(scenario).db.returnReports.find((report) => report.client.client_id === heroClients.pohjala.id);
if (!record) throw new Error('The fixtures have no return report of Põhjala Joogitehas');
const MISSING_ID = 999_999;

${storyMeta(screen, {
  args: `{ ${param}: record.id }`,
  screenParameters: `{ path: \`${at('record.id')}\`, route: '${path}' }`,
})}

/** The record's facts. */
export const Populated: Story = {
  play: async () => {
    await screen.findByText(record.period_formatted, {}, { timeout: 5000 });
    await expect(screen.getByText(record.client.name)).toBeVisible();
  },
};

const states = screenStateStories({
  scenario,
  base: { args: { ${param}: record.id } },
  endpoints: 'returnReport',
  loading: async () => {
    const busy = await screen.findByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByText(record.period_formatted)).toBeNull();
  },
  error: { texts: '${texts}.loadError' },
});

/** The answer never comes: the read view stays busy and says it is loading. */
export const Loading: Story = states.Loading;

/** An id with no record (the detail's "empty" state): "not found", and nothing to retry. */
export const NotFound: Story = {
  args: { ${param}: MISSING_ID },
  parameters: { screen: { path: \`${at('MISSING_ID')}\`, route: '${path}' } },
  play: async () => {
    await screen.findByText(text('${texts}.notFound'), {}, { timeout: 5000 });
    await expect(screen.queryByRole('button', { name: text('common.actions.retry') })).toBeNull();
  },
};

/** The record fails to load: the reason and a retry. */
export const ServerError: Story = states.ServerError;
`;
}

function publicStory({ camel, pascal, component, path }) {
  const texts = `screens.public.${camel}`;
  return `import { ${component} } from '@epp/screens/public';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
import { text } from '../../support/text';
import { publicCookies } from './public-story';

const meta = {
  title: 'Screens/Public/${pascal}',
  component: ${component},
  decorators: [withScreen],
  args: { ...publicCookies },
  parameters: { layout: 'fullscreen', screen: { path: '${filled(path)}'${filled(path) === path ? '' : `, route: '${path}'`} } },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

// ${MARKER}: a story for each state of the page, each with a play function that fails in the others.
/** The page's title and text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(text('${texts}.title'));
    await expect(canvas.getByText(text('${texts}.intro'))).toBeVisible();
  },
};
`;
}
