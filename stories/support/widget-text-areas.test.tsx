// @vitest-environment jsdom
// Each widget entry declares the text areas it draws (`<widget>TextAreas`): a host that loads texts on demand
// loads just those. This renders every story of every widget with an on-demand instance holding only the
// widget's declared areas, in both languages, and fails on any key the instance has no text for (its missing-key
// handler is a console error naming the key). The stories' play functions do not run here: what a story shows
// when it renders (its args: open dialogs, error and empty states) is what is checked.
import type { Language } from '@epp/i18n';
import { createEppI18nOnDemand, type TextArea } from '@epp/i18n/on-demand';
import { createDataTableColumns, DataTable, dataTableTextAreas } from '@epp/ui/data-table';
import * as widgets from '@epp/widgets';
import { EppProvider } from '@epp/widgets/provider';
import { composeStories } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const storyFiles = import.meta.glob<Record<string, unknown>>('../widgets/*.stories.tsx', { eager: true });
const storySources = import.meta.glob<string>('../widgets/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const declared = (name: string): readonly TextArea[] | undefined =>
  (widgets as Record<string, unknown>)[`${camel(name)}TextAreas`] as readonly TextArea[] | undefined;

/** The keys the on-demand instance had no text for (its missing-key handler writes a console error). */
function missingKeys(): string[] {
  const missing: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const line = args.map(String).join(' ');
    if (line.includes('@epp/i18n: no')) missing.push(line);
  });
  return missing;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('each widget draws only texts of the areas it declares', () => {
  for (const [file, module] of Object.entries(storyFiles)) {
    const name = file.replace(/^.*\/(.*)\.stories\.tsx$/, '$1');
    // a story that puts other widgets in the widget's slots (the page header's bell) loads their areas too
    const drawn = new Set(
      [name, ...(storySources[file] ?? '').matchAll(/from '@epp\/widgets\/([a-z-]+)'/g)].map((entry) =>
        typeof entry === 'string' ? entry : (entry[1] as string),
      ),
    );
    drawn.delete('provider');
    const areas = [...drawn].flatMap((widget) => declared(widget) ?? []);
    const stories = Object.entries(composeStories(module as Parameters<typeof composeStories>[0])) as [
      string,
      ComponentType,
    ][];
    // One instance per language for the widget's stories; one test per story and language, so a slow machine
    // times a story, not a whole widget's stories in both languages.
    const instances = new Map<Language, ReturnType<typeof createEppI18nOnDemand>>();
    const instanceIn = (language: Language) => {
      let instance = instances.get(language);
      if (!instance) {
        instance = createEppI18nOnDemand({ language, areas });
        instances.set(language, instance);
      }
      return instance;
    };
    describe(`${name}: with only the areas of ${[...drawn].join(', ')}`, () => {
      it('declares its areas and has stories', () => {
        for (const widget of drawn)
          expect(declared(widget), `@epp/widgets/${widget} exports no ${camel(widget)}TextAreas`).toBeDefined();
        expect(stories.length).toBeGreaterThan(0);
      });
      for (const language of ['et', 'en'] as const) {
        for (const [storyName, Story] of stories) {
          it(`${storyName} (${language})`, async () => {
            const missing = missingKeys();
            render(
              <EppProvider i18n={await instanceIn(language)}>
                <Story />
              </EppProvider>,
            );
            await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // effects, failed fetches
            expect([...new Set(missing)]).toEqual([]);
          });
        }
      }
    });
  }
  describe('the data table draws only texts of dataTableTextAreas', () => {
    type Row = { id: string; name: string };
    const col = createDataTableColumns<Row>();
    const columns = col.columns([col.accessor('name', { header: 'Name', sortFn: 'text', filterFn: 'text' })]);
    const rows = Array.from({ length: 30 }, (_, index) => ({ id: String(index), name: `Row ${index}` }));
    const states = {
      'rows, selection, details, pager': {
        data: rows,
        isSelectable: true,
        defaultSelectedIds: new Set(['1']),
        renderDetail: (row: Row) => row.name,
      },
      loading: { data: [], isLoading: true },
      empty: { data: [] },
      error: { data: [], error: 'Failed', onRetry: () => undefined },
    };
    const instances = new Map<Language, ReturnType<typeof createEppI18nOnDemand>>();
    // One test per state and language, as for the widgets: a slow machine times one render, not eight.
    for (const language of ['et', 'en'] as const) {
      for (const [name, state] of Object.entries(states)) {
        it(`${name} (${language})`, async () => {
          const missing = missingKeys();
          let instance = instances.get(language);
          if (!instance) {
            instance = createEppI18nOnDemand({ language, areas: dataTableTextAreas });
            instances.set(language, instance);
          }
          render(
            <EppProvider i18n={await instance}>
              <DataTable<Row>
                caption="Rows"
                columns={columns}
                getRowId={(row) => row.id}
                defaultPageSize={10}
                {...state}
              />
            </EppProvider>,
          );
          await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
          expect([...new Set(missing)]).toEqual([]);
        });
      }
    }
  });
});
