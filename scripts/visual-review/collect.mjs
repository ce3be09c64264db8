// The stories whose pixels changed in the last story run, read from what Vitest left on disk. On a mismatch
// `toMatchScreenshot` writes the new picture and the diff under the attachments directory
// (`<attachmentsDir>/<story file path>/<name>-actual-<browser>-<platform>.png` and `-diff-`, @vitest/browser's
// `resolveDiffPath`); the baseline stays at `<story file dir>/__screenshots__/<story file>/<name>-<browser>-<platform>.png`.
// A story with no baseline under CI (no update) gets its picture written as `-reference-` there instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ATTACHMENTS_DIR } from './paths.mjs';
import { storyOfSnapshot } from './story-names.mjs';

const PICTURE = /^(.+)-(actual|reference)-([a-z]+)-([a-z0-9]+)\.png$/;

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const sameBytes = (a, b) => readFileSync(a).equals(readFileSync(b));

/**
 * Every changed snapshot: story file, title, story name, Storybook id, language and the three pictures' paths
 * (`baseline` undefined for a story that has none yet, `diff` undefined then too). Paths are relative to `root`.
 * A picture already taken as the baseline (accepted) is left out.
 */
export function collectChanges({ root, attachmentsDir = ATTACHMENTS_DIR, screenshotDirectory = '__screenshots__' }) {
  const base = path.resolve(root, attachmentsDir);
  const changes = [];
  const sources = new Map();
  for (const file of files(base)) {
    const match = PICTURE.exec(path.basename(file));
    if (!match) continue;
    const [, arg, kind, browser, platform] = match;
    const storyFile = path.relative(base, path.dirname(file)).split(path.sep).join('/');
    const sourcePath = path.resolve(root, storyFile);
    if (!existsSync(sourcePath)) continue; // a story file removed since that run
    const languageMatch = /^(.*)-([a-z]{2})$/.exec(arg);
    if (!languageMatch) continue;
    const [, snapshotName, language] = languageMatch;
    const baseline = path.posix.join(
      path.posix.dirname(storyFile),
      screenshotDirectory,
      path.posix.basename(storyFile),
      `${arg}-${browser}-${platform}.png`,
    );
    const hasBaseline = kind === 'actual' && existsSync(path.resolve(root, baseline));
    const actual = path.relative(root, file).split(path.sep).join('/');
    if (hasBaseline && sameBytes(path.resolve(root, baseline), file)) continue;
    const diff = actual.replace(/-actual-([a-z]+-[a-z0-9]+\.png)$/, '-diff-$1');
    if (!sources.has(sourcePath)) sources.set(sourcePath, readFileSync(sourcePath, 'utf8'));
    const story = storyOfSnapshot(sources.get(sourcePath), snapshotName);
    changes.push({
      storyFile,
      title: story?.title ?? storyFile,
      name: story?.name ?? snapshotName.replace(/-/g, ' '),
      storyId: story?.id,
      language,
      baseline,
      baselineExists: hasBaseline,
      actual,
      diff: hasBaseline && existsSync(path.resolve(root, diff)) ? diff : undefined,
    });
  }
  return changes.sort(
    (a, b) => a.title.localeCompare(b.title) || a.name.localeCompare(b.name) || a.language.localeCompare(b.language),
  );
}
