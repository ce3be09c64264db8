// Story texts come from the i18n resources like every other UI text, so the English snapshot is English.
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { storyI18n } from '../../.storybook/story-i18n';

/** Renders the text of `k` in the story's current language. */
export function T({ k }: { k: TranslationKey }) {
  const { t } = useEppTranslation();
  return <>{t(k)}</>;
}

/** The text of a key in the language the story runs in, for play-function queries. */
export function text(key: TranslationKey): string {
  return storyI18n.t(key);
}
