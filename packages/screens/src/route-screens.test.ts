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
};

/** Stories kept with another screen's, and why. */
const STORIES_WITH_ANOTHER: Readonly<Record<string, { stories: string; reason: string }>> = {
  'client.profileEdit': {
    stories: 'profile',
    reason: "the edit view's autosave stories share the read view's fixtures and steps",
  },
};

describe('routeScreens', () => {
  it('takes only the route ids of the table (checked by the typecheck)', () => {
    const load = routeScreens['client.salesReport'];
    const table = {
      'client.salesReport': load,
      // @ts-expect-error: a mistyped id (it would show "not part of this build") does not compile
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
