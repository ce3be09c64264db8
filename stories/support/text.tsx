// Story texts come from the i18n resources like every other UI text, so the English snapshot is English.
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { storyI18n } from '../../.storybook/story-i18n';

/** Renders the text of `k` in the story's current language. */
export function T({ k }: { k: TranslationKey }) {
  const { t } = useEppTranslation();
  return <>{t(k)}</>;
}

/** The values of a text's `{{placeholders}}`, by name. */
export type TextVars = Readonly<Record<string, string | number>>;

// i18next types each key's parameters; play functions pass keys and values chosen by the story, so the
// translation is called through this one plain signature.
const translate = storyI18n.t as unknown as (key: TranslationKey, vars?: TextVars) => string;

/**
 * The text of a key in the language the story runs in, for play-function queries, with its placeholders
 * filled: `text('errors.sales.load', { error: 'server_error' })`.
 */
export function text(key: TranslationKey, vars?: TextVars): string {
  return vars ? translate(key, vars) : translate(key);
}

/** The language the story runs in, as the formatters of @epp/core take it. */
export function storyLanguage(): 'et' | 'en' {
  return storyI18n.language === 'en' ? 'en' : 'et';
}
