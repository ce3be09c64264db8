import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textAreas } from './areas';
import { createEppI18n } from './create-i18n';
import { languages, messages } from './resources';
import { type TextTree, textLeaves, textPlaceholders } from './text-tree';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
/** Every area file of a language as read from disk: file name without `.json` → its keys and texts. */
function areaFiles(language: string): Map<string, Map<string, string>> {
  const files = readdirSync(path.join(localesDir, language)).sort();
  return new Map(
    files.map((file) => [
      file.replace(/\.json$/, ''),
      textLeaves(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as TextTree),
    ]),
  );
}

describe('locale files', () => {
  const files = { et: areaFiles('et'), en: areaFiles('en') };

  it('are the same area files in both languages, one per text area', () => {
    expect([...files.en.keys()]).toEqual([...files.et.keys()]);
    expect([...files.et.keys()]).toEqual([...textAreas].sort());
  });

  it('have exactly the same keys, file by file', () => {
    for (const [area, texts] of files.et) {
      expect([...(files.en.get(area)?.keys() ?? [])].sort(), area).toEqual([...texts.keys()].sort());
    }
  });

  it('hold only their area’s keys (`screens.client.json`: `screens.client.*`), none in two files', () => {
    for (const language of languages) {
      const owner = new Map<string, string>();
      for (const [area, texts] of files[language]) {
        for (const key of texts.keys()) {
          expect(key.startsWith(`${area}.`), `${language}/${area}.json holds ${key}`).toBe(true);
          expect(owner.get(key), `${language}: ${key} in two files`).toBeUndefined();
          owner.set(key, area);
        }
      }
    }
  });

  it('merge into the texts the kit ships, key for key', () => {
    for (const language of languages) {
      const fromFiles = new Map([...files[language].values()].flatMap((texts) => [...texts]));
      expect(textLeaves(messages[language])).toEqual(fromFiles);
    }
  });
});

describe('locales', () => {
  const et = textLeaves(messages.et);
  const en = textLeaves(messages.en);

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...et.keys()].sort());
  });

  it('have no empty text', () => {
    for (const language of languages) {
      const empty = [...textLeaves(messages[language])].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `${language}: empty texts`).toEqual([]);
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of et) {
      expect(textPlaceholders(en.get(key) ?? ''), key).toEqual(textPlaceholders(text));
    }
  });
});

describe('createEppI18n', () => {
  it('starts in Estonian and switches to English', async () => {
    const i18n = createEppI18n();
    expect(i18n.language).toBe('et');
    expect(i18n.t('common.actions.save')).toBe('Salvesta');
    await i18n.changeLanguage('en');
    expect(i18n.t('common.actions.save')).toBe('Save');
  });

  it('falls back to Estonian for an unsupported language', async () => {
    const i18n = createEppI18n();
    await i18n.changeLanguage('fi');
    expect(i18n.t('common.actions.cancel')).toBe('Tühista');
  });
});
