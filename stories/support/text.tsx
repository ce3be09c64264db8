// Story texts come from the i18n resources like every other UI text, so the English snapshot is English.
// Stories use the kit's keys and their own example texts (demo.*, stories/support/demo-texts/).
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { storyI18n } from '../../.storybook/story-i18n';
import type { DemoKey } from './demo-texts';

/** A key a story may show: one of the kit's or one of the stories' own `demo.*` texts. */
export type StoryTextKey = TranslationKey | DemoKey;

type StoryTranslate = (key: StoryTextKey, params?: Readonly<Record<string, unknown>>) => string;

// i18next types `t` by the kit's texts only; the story instance also holds demo.*, so stories translate through
// this one signature.
const asStoryTranslate = (t: unknown) => t as StoryTranslate;

/** `useEppTranslation` for stories: `t` takes the kit's keys and the stories' `demo.*` keys. */
export function useStoryTranslation() {
  const { t, i18n } = useEppTranslation();
  return { t: asStoryTranslate(t), i18n };
}

/** Renders the text of `k` in the story's current language. */
export function T({ k }: { k: StoryTextKey }) {
  const { t } = useStoryTranslation();
  return <>{t(k)}</>;
}

/** The values of a text's `{{placeholders}}`, by name. */
export type TextVars = Readonly<Record<string, string | number>>;

/**
 * The text of a key in the language the story runs in, for play-function queries, with its placeholders
 * filled: `text('errors.sales.load', { error: 'server_error' })`.
 */
export function text(key: StoryTextKey, vars?: TextVars): string {
  const translate = asStoryTranslate(storyI18n.t);
  return vars ? translate(key, vars) : translate(key);
}

/** The language the story runs in, as the formatters of @epp/core take it. */
export function storyLanguage(): 'et' | 'en' {
  return storyI18n.language === 'en' ? 'en' : 'et';
}
