import { defaultLanguage, isLanguage, type Language, useEppTranslation } from '@epp/i18n';

/** The interface language ("et" or "en") that numbers and calendars are written for. */
export function useInterfaceLanguage(): Language {
  const { i18n } = useEppTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}
