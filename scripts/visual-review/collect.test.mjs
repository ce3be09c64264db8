import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectChanges } from './collect.mjs';
import { scratchRepo } from './fixtures.test-support.mjs';
import { pngSize, writeReviewPage } from './write.mjs';

describe('collecting the changed stories of a story run', () => {
  it('lists each changed story per language with its baseline, new picture and diff', () => {
    const { root, write, shots, out } = scratchRepo();
    for (const language of ['et', 'en']) {
      write(`${shots}/Keyboard-Press-${language}-chromium-linux.png`, `old ${language}`);
      write(`${out}/Keyboard-Press-${language}-actual-chromium-linux.png`, `new ${language}`);
      write(`${out}/Keyboard-Press-${language}-diff-chromium-linux.png`, `diff ${language}`);
    }
    write(`${shots}/Primary-et-chromium-linux.png`, 'unchanged');
    expect(collectChanges({ root })).toEqual(
      ['en', 'et'].map((language) => ({
        storyFile: 'stories/ui/button.stories.tsx',
        title: 'UI/Button',
        name: 'Keyboard Press',
        storyId: 'ui-button--keyboard-press',
        language,
        baseline: `${shots}/Keyboard-Press-${language}-chromium-linux.png`,
        baselineExists: true,
        actual: `${out}/Keyboard-Press-${language}-actual-chromium-linux.png`,
        diff: `${out}/Keyboard-Press-${language}-diff-chromium-linux.png`,
      })),
    );
  });

  it('finds a story by its own name and lists a story with no baseline yet (CI writes it as -reference)', () => {
    const { root, write, out } = scratchRepo();
    write(`${out}/Error-with-lines-et-reference-chromium-linux.png`, 'first picture');
    const [change] = collectChanges({ root });
    expect(change).toMatchObject({
      name: 'Error with lines',
      storyId: 'ui-button--error-with-lines',
      language: 'et',
      baselineExists: false,
      diff: undefined,
    });
  });

  it('leaves out a picture already accepted and a story file that is gone', () => {
    const { root, write, shots, out } = scratchRepo();
    write(`${shots}/Primary-et-chromium-linux.png`, 'accepted');
    write(`${out}/Primary-et-actual-chromium-linux.png`, 'accepted');
    write('.vitest/attachments/stories/ui/gone.stories.tsx/Primary-et-actual-chromium-linux.png', 'stale');
    expect(collectChanges({ root })).toEqual([]);
  });

  it('writes a page with the pictures copied beside it and every change listed for accepting', () => {
    const { root, write, shots, out } = scratchRepo();
    write(`${shots}/Primary-en-chromium-linux.png`, 'old');
    write(`${out}/Primary-en-actual-chromium-linux.png`, 'new');
    write(`${out}/Primary-en-diff-chromium-linux.png`, 'diff');
    const outDir = path.join(root, 'review');
    const { page } = writeReviewPage({ root, outDir });
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('UI/Button › Primary');
    expect(html).toContain('href="http://localhost:6006/?path=/story/ui-button--primary"');
    expect(html).toContain('aria-label="Accept the new picture of UI/Button › Primary (en)"');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\/(?!localhost:6006)/);
    expect(html).toContain('<a href="images/0-new.png">Full size</a>');
    expect(readFileSync(path.join(outDir, 'images/0-new.png'), 'utf8')).toBe('new');
    expect(readFileSync(path.join(outDir, 'images/0-diff.png'), 'utf8')).toBe('diff');
    expect(JSON.parse(readFileSync(path.join(outDir, 'review.json'), 'utf8'))).toEqual([
      { key: `${shots}/Primary-en-chromium-linux.png`, picture: 'images/0-new.png' },
    ]);
  });

  it('says how large a picture is: a whole page may be thousands of pixels tall', () => {
    const { root, write, shots, out } = scratchRepo();
    const png = (width, height) => {
      const header = Buffer.alloc(33);
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
      header.writeUInt32BE(13, 8);
      header.write('IHDR', 12, 'latin1');
      header.writeUInt32BE(width, 16);
      header.writeUInt32BE(height, 20);
      return header;
    };
    write(`${shots}/Primary-et-chromium-linux.png`, png(1280, 800));
    write(`${out}/Primary-et-actual-chromium-linux.png`, png(1280, 2940));
    const { page } = writeReviewPage({ root, outDir: path.join(root, 'review') });
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('1280 × 800 px');
    expect(html).toContain('1280 × 2,940 px');
    expect(pngSize(path.join(root, `${shots}/Primary-et-chromium-linux.png`))).toEqual({ width: 1280, height: 800 });
  });
});
