// What `npm run new:screen` writes: a list screen (the kit's list recipe), a detail screen (a route parameter
// and a read view) or a public page, with its texts in both languages and its story file. Every screen reads a
// placeholder source until it reads its own: return reports, which every role's demo account may read (so the
// e2e's route crawl passes on a fresh screen), with a TODO(new:screen) wherever the real screen differs.
import { MARKER } from './screen-edits.mjs';

/** The Storybook area of a screen area: `client` → `Client`. */
const storyArea = (area) => area[0].toUpperCase() + area.slice(1);

/** The story scenario of each area: its signed-in hero. */
const scenarioOf = { client: 'clientActiveContract', operator: 'operator', partner: 'partner' };

/**
 * The texts of a screen, Estonian and English: real, generic words that fit any list or record, to be
 * replaced by the screen's own (the generated code says where with a TODO).
 */
export function screenTexts(recipe, title) {
  const loadError = { et: 'Laadimine ebaõnnestus: {{error}}', en: 'Loading failed: {{error}}' };
  const columns = { et: { period: 'Periood', client: 'Klient' }, en: { period: 'Period', client: 'Client' } };
  if (recipe === 'list')
    return {
      et: {
        caption: 'Kirjed',
        searchTitle: 'Otsing',
        empty: 'Ühtegi kirjet ei leitud.',
        loadError: loadError.et,
        columns: columns.et,
      },
      en: {
        caption: 'Records',
        searchTitle: 'Search',
        empty: 'No records found.',
        loadError: loadError.en,
        columns: columns.en,
      },
    };
  if (recipe === 'detail')
    return {
      et: { details: 'Andmed', notFound: 'Kirjet ei leitud.', loadError: loadError.et, fields: columns.et },
      en: { details: 'Details', notFound: 'The record was not found.', loadError: loadError.en, fields: columns.en },
    };
  return {
    et: { title: title.et, intro: 'Selle lehe sisu on koostamisel.' },
    en: { title: title.en, intro: 'The content of this page is being prepared.' },
  };
}

const todoTexts = (screen) =>
  `// ${MARKER}: say what this screen shows (route ${screen.path}, its spec section), and give its texts in
// packages/i18n/src/locales/{et,en}/screens.${screen.area}.json their own words (generic ones stand in).`;

/** The files of a screen folder, by name. */
export function screenFiles(screen) {
  if (screen.recipe === 'list')
    return {
      [`${screen.kebab}-screen.tsx`]: listScreen(screen),
      [`${screen.kebab}-columns.tsx`]: listColumns(screen),
      'index.ts': `export { ${screen.component}, type ${screen.component}Props } from './${screen.kebab}-screen';\n`,
    };
  if (screen.recipe === 'detail')
    return {
      [`${screen.kebab}-screen.tsx`]: detailScreen(screen),
      [`${screen.kebab}.styles.ts`]: detailStyles(),
      'index.ts': `export { ${screen.component}, type ${screen.component}Props } from './${screen.kebab}-screen';\n`,
    };
  return {
    [`${screen.kebab}-screen.tsx`]: publicScreen(screen),
    'index.ts': `export { ${screen.component}, type ${screen.component}Props } from './${screen.kebab}-screen';\n`,
  };
}

function listScreen({ area, camel, pascal, kebab, component, route, path }) {
  const texts = `screens.${area}.${camel}`;
  return `import { useReturnReports } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import {
  createScreen,
  defineListFilters,
  filterKindsOf,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useToday,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { ${camel}Columns, ${camel}Rows } from './${kebab}-columns';

/** The list takes no props: its filters, sort and page are in the address. */
export type ${component}Props = Record<never, never>;

/** The filter bar's fields: each key is the column it filters and its parameter in the address. */
const FILTERS = defineListFilters({
  client: { kind: 'text', label: '${texts}.columns.client' },
});
const FILTER_KINDS = filterKindsOf(FILTERS);

${todoTexts({ area, path })}
/** ${path}: a filtered, sorted, paged list; filters, sort and page live in the address. */
export const ${component} = createScreen<${component}Props>('${component}', ${pascal});

function ${pascal}() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const list = useListUrlState({ kinds: FILTER_KINDS });
  // ${MARKER}: a placeholder source (return reports, all of them): read this screen's own endpoint.
  const query = useReturnReports({ query: { page_size: 0 } });
  const rows = useMemo(() => ${camel}Rows(query.data?.results ?? []), [query.data]);

  return (
    <ScreenLayout title={${route}.title.map((key) => t(key))}>
      <FilterBar title={t('${texts}.searchTitle')} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={FILTERS} list={list} options={{}} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('${texts}.caption')}
        isCaptionHidden
        data={rows}
        columns={${camel}Columns}
        getRowId={(row) => row.id}
        filters={list.applied}
        isLoading={query.isPending}
        error={query.error ? failureText('${texts}.loadError', query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyText={t('${texts}.empty')}
      />
    </ScreenLayout>
  );
}
`;
}

function listColumns({ area, camel, pascal }) {
  const texts = `screens.${area}.${camel}`;
  return `// The list's rows and columns. Module scope, as the DataTable asks (new column objects would rebuild its row
// models); the headers are components (columnHeader), so they follow a language switch.
import type { ReturnReport } from '@epp/api/schemas';
import { createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';

// ${MARKER}: the fields this list shows, from this screen's own endpoint.
export interface ${pascal}Row {
  id: string;
  period: string;
  client: string;
}

/** The rows of the placeholder's answer. */
export function ${camel}Rows(reports: readonly ReturnReport[]): ${pascal}Row[] {
  return reports.map((report) => ({
    id: String(report.id),
    period: report.period_formatted,
    client: report.client.name,
  }));
}

const col = createDataTableColumns<${pascal}Row>();

export const ${camel}Columns = col.columns([
  col.accessor('period', { header: columnHeader('${texts}.columns.period'), sortFn: 'text' }),
  col.accessor('client', {
    header: columnHeader('${texts}.columns.client'),
    sortFn: 'text',
    filterFn: 'text',
  }),
]);
`;
}

function detailScreen({ area, camel, pascal, kebab, component, route, path, param }) {
  const texts = `screens.${area}.${camel}`;
  return `import { isApiError } from '@epp/api/client';
import { useReturnReport } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Card, Skeleton, SkeletonGroup } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { styled } from 'styled-components';
import { createScreen, ScreenLayout } from '../../kit';
import { routes } from '../../routes/route-table';
import * as styles from './${kebab}.styles';

export interface ${component}Props {
  /** The record's id, from the address (${path}); NaN where malformed, which is "not found". */
  ${param}: number;
}

const Fields = styled.dl\`
  \${styles.fields}
\`;

${todoTexts({ area, path })}
/** ${path}: one record, read only; "not found" for an id with none; a failure's reason with a retry. */
export const ${component} = createScreen<${component}Props>('${component}', ${pascal});

function ${pascal}({ ${param} }: ${component}Props) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  // ${MARKER}: a placeholder source (a return report): read this screen's own endpoint.
  const query = useReturnReport({ params: { id${param === 'id' ? '' : `: ${param}`} } });
  const record = query.data;
  const isNotFound = isApiError(query.error) && query.error.status === 404;

  return (
    <ScreenLayout title={${route}.title.map((key) => t(key))}>
      {isNotFound && <Alert tone="error" title={t('${texts}.notFound')} />}
      {query.isError && !isNotFound && (
        <Alert tone="error" title={failureText('${texts}.loadError', query.error)}>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      )}
      {!query.isError && (
        <Card title={t('${texts}.details')}>
          {record ? (
            <Fields>
              <dt>{t('${texts}.fields.period')}</dt>
              <dd>{record.period_formatted}</dd>
              <dt>{t('${texts}.fields.client')}</dt>
              <dd>{record.client.name}</dd>
            </Fields>
          ) : (
            <SkeletonGroup>
              <Skeleton lines={2} width="16em" />
            </SkeletonGroup>
          )}
        </Card>
      )}
    </ScreenLayout>
  );
}
`;
}

function detailStyles() {
  return `import { css } from 'styled-components';

/** The record's facts: labels in a column of their own, values beside them. */
export const fields = css\`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: \${({ theme }) => \`\${theme.space[2]} \${theme.space[5]}\`};
  margin: 0;
  dt {
    color: \${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
\`;
`;
}

function publicScreen({ camel, component, path }) {
  const texts = `screens.public.${camel}`;
  return `import { useEppTranslation } from '@epp/i18n';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';

export type ${component}Props = PublicCookieProps;

${todoTexts({ area: 'public', path })}
/** ${path}: a public page in the public frame (brand, card, policy links, cookie banner). */
export function ${component}({ cookieStorage }: ${component}Props) {
  const { t } = useEppTranslation();
  return (
    <PublicLayout title={t('${texts}.title')} cookieStorage={cookieStorage}>
      <p>{t('${texts}.intro')}</p>
    </PublicLayout>
  );
}
`;
}

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
  return `import { answer, handlersFor, never, scenarios, serverError } from '@epp/fixtures';
import { ${component} } from '@epp/screens/${area}';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
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

/** Longer than a fixture answer takes: what is still busy then is waiting for one that never comes. */
const answerTime = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The answer never comes: the table stays busy and says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersFor(scenario, { overrides: { returnReports: never() } }) } },
  play: async () => {
    const list = await table();
    await answerTime();
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByText(text('ui.dataTable.loading'))).toBeInTheDocument();
  },
};

/** Nothing to list: the empty text. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { returnReports: answer(200, { count: 0, results: [], next: null, previous: null }) },
      }),
    },
  },
  play: async () => {
    await screen.findByText(text('${texts}.empty'));
  },
};

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
export const ServerError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { returnReports: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await screen.findByText(text('${texts}.loadError').replace('{{error}}', 'server_error'));
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
`;
}

function detailStory(screen) {
  const { area, camel, component, path, param } = screen;
  const texts = `screens.${area}.${camel}`;
  const at = (id) => path.replace(`:${param}`, `\${${id}}`).replace(/:\w+/g, '1');
  return `import { handlersFor, heroClients, never, scenarios, serverError, storeFor } from '@epp/fixtures';
import { ${component} } from '@epp/screens/${area}';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withScreen } from '../../support/screen-frame';
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

/** Longer than a fixture answer takes: what is still busy then is waiting for one that never comes. */
const answerTime = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The answer never comes: the read view stays busy and says it is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: handlersFor(scenario, { overrides: { returnReport: never() } }) } },
  play: async () => {
    await screen.findByRole('group', { name: text('ui.skeleton.loading') });
    await answerTime();
    const busy = screen.getByRole('group', { name: text('ui.skeleton.loading') });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(screen.queryByText(record.period_formatted)).toBeNull();
  },
};

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
export const ServerError: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { returnReport: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    await screen.findByText(text('${texts}.loadError').replace('{{error}}', 'server_error'));
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
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
