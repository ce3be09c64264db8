// The screen map of the Storybook front door, built from routes.md's tables (docs/routes.md, the spec's copy)
// and the screen story files' sources: every screen of the spec with its states, its stories and whether it is
// built. Pure, so a unit test checks it against the real files; the docs page builds it when Storybook does.
import { storyNameFromExport, toId } from 'storybook/internal/csf';

/** One row of a routes.md table. */
export interface RouteRow {
  /** The table's heading ("Client", "Operator (EPP)", …). */
  area: string;
  /** The first cell: the route(s) or the shell's part, as routes.md writes it. */
  routes: string;
  /** The screen's story title ("Screens/Client/Packages"). */
  title: string;
  /** The states the spec names for it. */
  states: string;
}

/** What a story file says about itself. */
export interface StoryFileFacts {
  title: string;
  /** The story export names, in the file's order. */
  stories: readonly string[];
  /** The generator's placeholder, not built yet (it still has a TODO(new:screen)). */
  isPlaceholder: boolean;
}

export type ScreenStatus = 'built' | 'placeholder' | 'missing';

export interface ScreenMapEntry extends RouteRow {
  status: ScreenStatus;
  /** The docs page of the story file ("screens-client-packages--docs"); none when there are no stories. */
  docsId?: string;
  stories: readonly { name: string; id: string }[];
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/** The rows of every table of routes.md, under the heading they stand under. */
export function parseRoutesMd(markdown: string): RouteRow[] {
  const rows: RouteRow[] = [];
  let area = '';
  for (const line of markdown.split('\n')) {
    const heading = /^##\s+(.+)$/.exec(line);
    if (heading) area = (heading[1] ?? '').trim();
    if (!line.startsWith('|')) continue;
    const [routes = '', title = '', states = ''] = cells(line);
    // The header row names its columns; the separator is dashes.
    if (/^-+$/.test(routes) || !title.startsWith('Screens/')) continue;
    rows.push({ area, routes, title: title.replace(/`/g, ''), states });
  }
  return rows;
}

/** A story file's title, its story exports and whether it is still the generator's placeholder. */
export function storyFileFacts(source: string): StoryFileFacts | undefined {
  const title = /^\s*title:\s*'([^']+)'/m.exec(source)?.[1];
  if (!title) return undefined;
  const stories = [...source.matchAll(/^export const (\w+)\s*(?::[^=]+)?=/gm)].map((match) => match[1] ?? '');
  return { title, stories, isPlaceholder: source.includes('TODO(new:screen)') };
}

/** Storybook's id of a story, as its sidebar links it ("screens-client-packages--no-contract"). */
export const storyId = (title: string, exportName: string) => toId(title, storyNameFromExport(exportName));

/** Every screen of routes.md with its status and its stories' ids. */
export function buildScreenMap(routesMarkdown: string, storySources: readonly string[]): ScreenMapEntry[] {
  const files = new Map<string, StoryFileFacts>();
  for (const source of storySources) {
    const facts = storyFileFacts(source);
    if (!facts) continue;
    // A screen's stories may be split over files with one title (by concern); Storybook joins them under it.
    const earlier = files.get(facts.title);
    files.set(
      facts.title,
      earlier
        ? {
            title: facts.title,
            stories: [...earlier.stories, ...facts.stories],
            isPlaceholder: earlier.isPlaceholder && facts.isPlaceholder,
          }
        : facts,
    );
  }
  return parseRoutesMd(routesMarkdown).map((row) => {
    const file = files.get(row.title);
    if (!file) return { ...row, status: 'missing', stories: [] };
    return {
      ...row,
      status: file.isPlaceholder ? 'placeholder' : 'built',
      docsId: toId(row.title, 'docs'),
      stories: file.stories.map((name) => ({ name: storyNameFromExport(name), id: storyId(row.title, name) })),
    };
  });
}
