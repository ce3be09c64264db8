// The registry of screens: typed by the route table's ids, looked up by any string, and named by one rule.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type RouteScreenTable, routeScreenOf, routeScreens } from './route-screens';

const here = path.dirname(fileURLToPath(import.meta.url));
const stories = path.join(here, '../../../stories/screens');
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The naming rule's exceptions, each a route drawn by another route's screen: the folder and the stories are
 * that screen's.
 */
const DRAWN_BY_ANOTHER: Readonly<Record<string, { folder: string; reason: string }>> = {
  'client.invoicePreview': { folder: 'client/invoices', reason: 'the invoice list with the preview open over it' },
  'partner.profileEdit': { folder: 'partner/profile', reason: 'the profile screen in its edit mode' },
  'operator.unsubmittedReports': { folder: 'operator/sales-reports', reason: 'the three sales lists are one screen' },
  'operator.unconfirmedRepairs': { folder: 'operator/sales-reports', reason: 'the three sales lists are one screen' },
  'operator.salesReportRepair': { folder: 'operator/sales-report', reason: 'the report page, on its repair' },
  'operator.client': { folder: 'operator/client-profile', reason: "a client's page opens on its profile" },
  ...Object.fromEntries(
    ['settingsCategories', 'settingsTypes', 'settingsColors', 'settingsVolumes', 'settingsProcessFees'].map((name) => [
      `operator.${name}`,
      { folder: 'operator/settings', reason: 'the five classifier tables are one screen' },
    ]),
  ),
};

/** Stories kept with another screen's, and why. */
const STORIES_WITH_ANOTHER: Readonly<Record<string, { stories: string; reason: string }>> = {
  'client.profileEdit': {
    stories: 'profile',
    reason: "the edit view's autosave stories share the read view's fixtures and steps",
  },
  // the lists drawn by the sales list screen keep their own story files, titled as routes.md names them
  'operator.unsubmittedReports': { stories: 'unsubmitted-reports', reason: 'its own title in routes.md' },
  'operator.unconfirmedRepairs': { stories: 'unconfirmed-repairs', reason: 'its own title in routes.md' },
  // the classifier tables drawn by the one settings screen keep their own story files, titled as routes.md names them
  'operator.settingsCategories': { stories: 'settings-categories', reason: 'its own title in routes.md' },
  'operator.settingsTypes': { stories: 'settings-types', reason: 'its own title in routes.md' },
  'operator.settingsColors': { stories: 'settings-colors', reason: 'its own title in routes.md' },
  'operator.settingsVolumes': { stories: 'settings-volumes', reason: 'its own title in routes.md' },
  'operator.settingsProcessFees': { stories: 'settings-process-fees', reason: 'its own title in routes.md' },
};

describe('routeScreens', () => {
  it('takes only the route ids of the table (checked by the typecheck)', () => {
    const load = routeScreens['client.salesReport'];
    const table = {
      'client.salesReport': load,
      // @ts-expect-error: a mistyped id (it would open no screen) does not compile
      'client.salesReprot': load,
    } satisfies RouteScreenTable;
    expect(Object.keys(table)).toHaveLength(2);
  });

  it('is looked up by the id the router has, finding only what the table holds', () => {
    expect(routeScreenOf('client.salesReport')).toBe(routeScreens['client.salesReport']);
    expect(routeScreenOf('client.salesReport')).toBeTypeOf('function');
    expect(routeScreenOf('client.salesReprot')).toBeUndefined();
    expect(routeScreenOf('toString')).toBeUndefined();
  });

  // The naming rule: a route id <area>.<name> is drawn by the folder <area>/<kebab-name>, whose stories are
  // stories/screens/<area>/<kebab-name>.stories.tsx (or <kebab-name>-<part>.stories.tsx when split).
  const source = readFileSync(path.join(here, 'route-screens.tsx'), 'utf8');
  const loads = [...source.matchAll(/'(\w+)\.(\w+)': screen\(\s*\(\) => import\('\.\/([\w/-]+)'\)/g)];

  const entries = loads.map(
    ([, area = '', name = '', folder = '']) => [`${area}.${name}`, area, name, folder] as const,
  );

  it('reads every entry of the registry', () => {
    expect(entries.map(([id]) => id).sort()).toEqual(Object.keys(routeScreens).sort());
  });

  it.each(entries)('%s: folder and stories by the naming rule', (id, area, name, folder) => {
    const expected = DRAWN_BY_ANOTHER[id]?.folder ?? `${area}/${kebab(name)}`;
    expect(folder).toBe(expected);
    const storyName = STORIES_WITH_ANOTHER[id]?.stories ?? expected.split('/')[1];
    const storyFiles = existsSync(path.join(stories, area)) ? readdirSync(path.join(stories, area)) : [];
    expect(
      storyFiles.filter((file) => file === `${storyName}.stories.tsx` || file.startsWith(`${storyName}-`)),
    ).not.toHaveLength(0);
  });
});
