import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, messagesTypeSource, readLocale } from '../../../scripts/i18n-types.mjs';

function localesDir(files: Record<string, object>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'epp-locales-'));
  for (const [name, tree] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), JSON.stringify(tree));
  }
  return dir;
}

describe('messages.generated.ts', () => {
  it('is the type of the Estonian texts as they are (else run `node scripts/i18n-types.mjs`)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(messagesTypeSource());
  });

  it('reads one file per language or a folder of area files, merged by key path', () => {
    const single = localesDir({ 'et.json': { a: { b: 'x', c: 'y' }, d: 'z' } });
    const areas = localesDir({ 'et/a.json': { a: { b: 'x' } }, 'et/b.json': { a: { c: 'y' }, d: 'z' } });
    expect(readLocale(areas, 'et')).toEqual(readLocale(single, 'et'));
    expect(messagesTypeSource(areas)).toBe(messagesTypeSource(single));
    expect(messagesTypeSource(single)).toContain('a: {\n    b: string;\n    c: string;\n  };\n  d: string;');
  });

  it('refuses a key that two area files both define, or a text that is also a group', () => {
    expect(() =>
      readLocale(localesDir({ 'et/a.json': { a: { b: 'x' } }, 'et/b.json': { a: { b: 'y' } } }), 'et'),
    ).toThrow('"a.b" is defined twice');
    expect(() => readLocale(localesDir({ 'et/a.json': { a: 'x' }, 'et/b.json': { a: { b: 'y' } } }), 'et')).toThrow(
      '"a" is both a text and a group',
    );
  });

  it('quotes the keys that are not identifiers', () => {
    expect(messagesTypeSource(localesDir({ 'et.json': { 'edit-original': 'x' } }))).toContain(
      "'edit-original': string;",
    );
  });
});
