import { languages, messages, type TextTree, textLeaves, textPlaceholders } from '@epp/i18n';
import { describe, expect, it } from 'vitest';
import { demoTexts } from './index';

describe('story-only demo texts', () => {
  const et = textLeaves(demoTexts.et);
  const en = textLeaves(demoTexts.en);

  it('have exactly the same keys in both languages', () => {
    expect([...en.keys()].sort()).toEqual([...et.keys()].sort());
  });

  it('have no empty text', () => {
    for (const language of languages) {
      const empty = [...textLeaves(demoTexts[language])].filter(([, text]) => text.trim() === '');
      expect(empty, `${language}: empty texts`).toEqual([]);
    }
  });

  it('use the same interpolation placeholders in both languages', () => {
    for (const [key, text] of et) expect(textPlaceholders(en.get(key) ?? ''), key).toEqual(textPlaceholders(text));
  });

  it('live under demo.* only, a branch the kit’s own texts do not have', () => {
    expect(Object.keys(demoTexts.et)).toEqual(['demo']);
    for (const language of languages) expect(Object.keys(messages[language] as TextTree)).not.toContain('demo');
  });
});
