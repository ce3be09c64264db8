// The table of screens is keyed by the route table's ids: a mistyped id is a compile error (checked by
// `npm run typecheck`, which reads this file), and the router's lookup by any string finds only real entries.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeScreenOf, routeScreens } from './route-screens';
import type { RouteId } from './route-table';

describe('routeScreens', () => {
  it('takes only the route ids of the table', () => {
    const screens: { readonly [Id in RouteId]?: string } = {
      'client.salesReport': 'a real id',
      // @ts-expect-error: a mistyped id (it would show "not part of this build") does not compile
      'client.salesReprot': 'a typo',
    };
    expect(Object.keys(screens)).toHaveLength(2);
  });

  it('is looked up by the id the router has, finding only what the table holds', () => {
    expect(routeScreenOf('client.salesReport')).toBe(routeScreens['client.salesReport']);
    expect(routeScreenOf('client.salesReport')).toBeTypeOf('function');
    expect(routeScreenOf('client.salesReprot')).toBeUndefined();
    expect(routeScreenOf('toString')).toBeUndefined();
  });
});

// The naming rule (#24): a route id <area>.<name> is drawn by the folder <area>/<kebab-name>, whose stories are
// stories/screens/<area>/<kebab-name>.stories.tsx (or <kebab-name>-<part>.stories.tsx when split in parts).
describe('the naming rule', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const stories = path.join(here, '../../../../stories/screens');
  const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  /** Routes drawn by another route's screen: the folder and the stories are that screen's. */
  const DRAWN_BY_ANOTHER: Readonly<Record<string, string>> = {
    'client.invoicePreview': 'client/invoices', // the invoice list with the preview open over it
    'partner.profileEdit': 'partner/profile', // the profile screen in its edit mode
  };
  /** Stories kept with another screen's, and why. */
  const STORIES_WITH_ANOTHER: Readonly<Record<string, string>> = {
    'client.profileEdit': 'profile', // the edit view's autosave stories share the read view's fixtures and steps
  };
  const builtSource = readFileSync(path.join(here, 'built-screens.tsx'), 'utf8');
  const folderOf = new Map(
    [...builtSource.matchAll(/^ {2}(\w+): screen\(\n\s+\(\) => import\('\.\.\/([\w/-]+)'\)/gm)].map(
      ([, key = '', folder = '']) => [key, folder],
    ),
  );
  const mapped = [
    ...readFileSync(path.join(here, 'route-screens.ts'), 'utf8').matchAll(/^ {2}'(\w+)\.(\w+)': built\.(\w+),$/gm),
  ];
  const entries = mapped.map(([, area = '', name = '', key = '']) => [`${area}.${name}`, area, name, key] as const);

  it('reads every screen of the table', () => {
    expect(entries.map(([id]) => id).sort()).toEqual(Object.keys(routeScreens).sort());
  });

  it.each(entries)('%s: folder and stories by the rule', (id, area, name, key) => {
    const folder = DRAWN_BY_ANOTHER[id] ?? `${area}/${kebab(name)}`;
    expect(folderOf.get(key)).toBe(folder);
    const storyName = STORIES_WITH_ANOTHER[id] ?? folder.split('/')[1];
    const files = readdirSync(path.join(stories, area));
    expect(files.some((file) => file === `${storyName}.stories.tsx` || file.startsWith(`${storyName}-`))).toBe(true);
  });
});
