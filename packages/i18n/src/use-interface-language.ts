import { defaultLanguage, isLanguage, type Language } from './namespace';
import { useEppTranslation } from './use-epp-translation';

/** The kit's language for an i18n language code: `en-US` → `en`, anything unknown → Estonian. */
export function interfaceLanguageOf(code: string | undefined): Language {
  const base = code?.toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : defaultLanguage;
}

/** The interface language ("et" or "en"): the one source for texts, numbers, dates and calendars. */
export function useInterfaceLanguage(): Language {
  const { i18n } = useEppTranslation();
  return interfaceLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}
