// Which story a snapshot file belongs to. story-snapshots.ts names a snapshot "<story name> [<language>]" and
// Vitest writes it sanitized ("Keyboard-Press-et"), so the story is found again by sanitizing the names a story
// file gives its stories the same way. Storybook's id comes from the title and the export name
// (stories/support/screen-map.ts `storyId`), not from the story's name.
import { storyNameFromExport } from 'storybook/internal/csf';
import { storyFileFacts, storyId } from '../../stories/support/screen-map.ts';

/** Vitest's file-name sanitizing of a screenshot name (@vitest/browser `sanitize`, not a path). */
export const sanitizeSnapshotName = (name) =>
  name
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');

/**
 * Every story of a story file: its export name, the name Storybook (and the story test) gives it — its own
 * `name:` when it sets one, otherwise the export name in words — and its Storybook id.
 */
export function storiesOfSource(source) {
  const facts = storyFileFacts(source);
  if (!facts) return undefined;
  const stories = facts.stories.map((exportName) => {
    const start = source.search(new RegExp(`^export const ${exportName}\\b`, 'm'));
    const rest = source.slice(start + 1);
    const next = rest.search(/^export /m);
    const block = next === -1 ? rest : rest.slice(0, next);
    // the story object's own name (two spaces in), not a name inside its args
    const ownName = /^ {2}name:\s*'([^']+)'/m.exec(block)?.[1];
    return { exportName, name: ownName ?? storyNameFromExport(exportName), id: storyId(facts.title, exportName) };
  });
  return { title: facts.title, stories };
}

/** The story of a snapshot name without its language ("Keyboard-Press"), or undefined. */
export function storyOfSnapshot(source, snapshotName) {
  const file = storiesOfSource(source);
  const story = file?.stories.find((s) => sanitizeSnapshotName(s.name) === snapshotName);
  return story && { title: file.title, ...story };
}
