// What `npm run new:screen` writes: a list screen (the kit's list recipe), a detail screen (a route parameter
// and a read view) or a public page, and its texts in both languages (its story: screen-story-templates.mjs).
// Each reads a placeholder source until it reads its own: return reports, which every role's demo account may
// read (so the e2e's route crawl passes on a fresh screen), with a TODO(new:screen) where the real one differs.
import { MARKER } from './screen-edits.mjs';

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
      et: {
        back: 'Tagasi',
        details: 'Andmed',
        notFound: 'Kirjet ei leitud.',
        loadError: loadError.et,
        fields: columns.et,
      },
      en: {
        back: 'Back',
        details: 'Details',
        notFound: 'The record was not found.',
        loadError: loadError.en,
        fields: columns.en,
      },
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
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
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

${todoTexts({ area, path })}
/** ${path}: a filtered, sorted, paged list; filters, sort and page live in the address. */
export const ${component} = createScreen<${component}Props>('${component}', ${pascal});

function ${pascal}() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const list = useListUrlState({ filters: FILTERS });
  // ${MARKER}: a placeholder source (return reports, all of them): read this screen's own endpoint.
  const query = useReturnReports({ query: { page_size: 0 } });
  const rows = useMemo(() => ${camel}Rows(query.data?.results ?? []), [query.data]);

  return (
    <ScreenLayout title={useRouteTitle(${route})}>
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

/** The list a record's address sits under (`/a/b/:id` → `/a/b`): where Back leads when opened directly. */
const parentOf = (path) => path.replace(/\/:.*$/, '') || '/';

function detailScreen({ area, camel, pascal, kebab, component, route, path, param }) {
  const texts = `screens.${area}.${camel}`;
  return `import { useReturnReport } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Card, Skeleton, SkeletonGroup } from '@epp/ui';
import { styled } from 'styled-components';
import { BackButton, createScreen, RecordLoadState, ScreenLayout, useRouteTitle } from '../../kit';
import { routes } from '../../routes/route-table';
import * as styles from './${kebab}.styles';

export interface ${component}Props {
  /** The record's id, from the address (${path}); NaN where malformed, which is "not found". */
  ${param}: number;
}

const Fields = styled.dl\`
  \${styles.fields}
\`;

// ${MARKER}: the list this record is opened from (Back's way when the page was opened directly).
const PARENT_PATH = '${parentOf(path)}';

${todoTexts({ area, path })}
/** ${path}: one record, read only; "not found" for an id with none; a failure's reason with a retry. */
export const ${component} = createScreen<${component}Props>('${component}', ${pascal});

function ${pascal}({ ${param} }: ${component}Props) {
  const { t } = useEppTranslation();
  const isValidId = Number.isFinite(${param});
  // ${MARKER}: a placeholder source (a return report): read this screen's own endpoint.
  const query = useReturnReport({ params: { id${param === 'id' ? '' : `: ${param}`} } }, { enabled: isValidId });

  return (
    <ScreenLayout title={useRouteTitle(${route})}>
      <BackButton parentPath={PARENT_PATH} label="${texts}.back" />
      <RecordLoadState
        load={query}
        isValidId={isValidId}
        texts={{ failure: '${texts}.loadError', notFound: '${texts}.notFound' }}
        placeholder={
          <Card title={t('${texts}.details')}>
            <SkeletonGroup>
              <Skeleton lines={2} width="16em" />
            </SkeletonGroup>
          </Card>
        }
      >
        {(record) => (
          <Card title={t('${texts}.details')}>
            <Fields>
              <dt>{t('${texts}.fields.period')}</dt>
              <dd>{record.period_formatted}</dd>
              <dt>{t('${texts}.fields.client')}</dt>
              <dd>{record.client.name}</dd>
            </Fields>
          </Card>
        )}
      </RecordLoadState>
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
