import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildScreenMap, parseRoutesMd, storyFileFacts, storyId } from './screen-map';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const routesMd = readFileSync(path.join(root, 'docs/routes.md'), 'utf8');
const screenStories = readdirSync(path.join(root, 'stories/screens'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx') && !file.includes('__screenshots__'))
  .map((file) => readFileSync(path.join(root, 'stories/screens', file), 'utf8'));

/** The screen titles of routes.md's tables, read without the parser: every backticked `Screens/…` cell. */
const titlesInRoutesMd = [...routesMd.matchAll(/^\|[^|]*\|\s*(Screens\/[^|\s]+)\s*\|/gm)].map((match) => match[1]);

describe('the screen map', () => {
  const map = buildScreenMap(routesMd, screenStories);

  it('has an entry for every screen of routes.md, under its table', () => {
    expect(titlesInRoutesMd.length).toBeGreaterThan(60);
    expect(map.map((entry) => entry.title)).toEqual(titlesInRoutesMd);
    for (const entry of map) {
      expect(entry.area, entry.title).not.toBe('');
      expect(entry.states, entry.title).not.toBe('');
    }
  });

  it('links each built screen to its docs page and stories, and marks what is not built', () => {
    const partnerProfile = map.find((entry) => entry.title === 'Screens/Partner/Profile');
    expect(partnerProfile?.status).toBe('built');
    expect(partnerProfile?.docsId).toBe('screens-partner-profile--docs');
    expect(partnerProfile?.stories.map((story) => story.id)).toContain('screens-partner-profile--role-as-disabled-tag');
    // Split over files by concern, one title: every file's stories.
    const details = map.find((entry) => entry.title === 'Screens/Operator/PackageDetails');
    expect(details?.stories.map((story) => story.id)).toEqual(
      expect.arrayContaining([
        'screens-operator-packagedetails--server-error',
        'screens-operator-packagedetails--editable-fields',
        'screens-operator-packagedetails--tests-list',
        'screens-operator-packagedetails--approve-dialog',
      ]),
    );
    expect(details?.stories).toHaveLength(20);
    for (const entry of map) {
      if (entry.status === 'missing') expect(entry.stories, entry.title).toEqual([]);
      else expect(entry.stories.length, entry.title).toBeGreaterThan(0);
    }
  });

  it('marks a screen with no story file as missing and a generator placeholder as such', () => {
    const markdown = [
      '## Partner',
      '| route | screen story title | states |',
      '|---|---|---|',
      '| `/a` | Screens/Partner/Alpha | list |',
      '| `/b` | Screens/Partner/Beta | list, empty |',
      '| `/c` | Screens/Partner/Gamma | read-only |',
    ].join('\n');
    const alpha = "const meta = {\n  title: 'Screens/Partner/Alpha',\n};\nexport const List: Story = {};\n";
    const beta =
      "// TODO(new:screen): …\nconst meta = {\n  title: 'Screens/Partner/Beta',\n};\nexport const Populated = {};\n";
    const statuses = buildScreenMap(markdown, [alpha, beta]).map((entry) => [entry.title, entry.status]);
    expect(statuses).toEqual([
      ['Screens/Partner/Alpha', 'built'],
      ['Screens/Partner/Beta', 'placeholder'],
      ['Screens/Partner/Gamma', 'missing'],
    ]);
  });

  it('reads a table row and a story file as Storybook names them', () => {
    expect(parseRoutesMd('## Client\n| `/x` | Screens/Client/X | a, b |')).toEqual([
      { area: 'Client', routes: '`/x`', title: 'Screens/Client/X', states: 'a, b' },
    ]);
    expect(storyFileFacts("title: 'Screens/Client/X',\nexport const NoContract: Story = {")?.stories).toEqual([
      'NoContract',
    ]);
    expect(storyId('Screens/Client/Packages', 'NoContract')).toBe('screens-client-packages--no-contract');
  });
});
