// Every screen story file is in the resilience pass: it names its main story in screen-cases.ts (or the file of
// its screen in sameScreenAs), and the area files (resilience-*.test.ts) together glob every one of them.
import { expect, test } from 'vitest';
import { fileKey } from './resilience-suite';
import { sameScreenAs, screenCases } from './screen-cases';

const storyFiles = Object.keys(import.meta.glob('../screens/*/*.stories.tsx'))
  .map(fileKey)
  .sort();
const passFiles = Object.keys(import.meta.glob('./resilience-*.test.ts', { query: '?raw', import: 'default' }));

test('every screen story file names its main story in screen-cases.ts', () => {
  expect([...Object.keys(screenCases), ...Object.keys(sameScreenAs)].sort()).toEqual(storyFiles);
  for (const target of Object.values(sameScreenAs)) expect(screenCases[target], target).toBeDefined();
});

test('the area files of the pass cover every area of stories/screens/', () => {
  const areas = new Set(storyFiles.map((file) => file.replace(/\/.*$/, '')));
  const covered = new Set(passFiles.map((file) => file.replace(/^.*resilience-([a-z]+).*$/, '$1')));
  expect([...areas].filter((area) => !covered.has(area))).toEqual([]);
});
