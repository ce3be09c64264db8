import { describe, expect, it } from 'vitest';
import { createEppI18n } from './create-i18n';
import { languages, messages } from './resources';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of leaves(value, `${prefix + key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('locales', () => {
  const et = leaves(messages.et);
  const en = leaves(messages.en);

  it('have exactly the same keys', () => {
    expect([...en.keys()].sort()).toEqual([...et.keys()].sort());
  });

  it('have no empty text', () => {
    for (const language of languages) {
      const empty = [...leaves(messages[language])].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty, `${language}: empty texts`).toEqual([]);
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of et) {
      expect(placeholders(en.get(key) ?? ''), key).toEqual(placeholders(text));
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
