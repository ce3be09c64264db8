import { type ApiClient, ApiClientProvider } from '@epp/api';
import { EPP_NAMESPACE, interfaceLanguageOf, useEppTranslation } from '@epp/i18n';
import { UiProvider } from '@epp/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';

export interface EppProviderProps {
  /**
   * The i18next instance: one of the kit's (`createEppI18n()`, or `createEppI18nOnDemand()` of
   * `@epp/i18n/on-demand`) or the host's own after `addEppResources(i18n)`. Not made here: a provider that
   * could make one would carry every text of the kit in both languages into the host's first bundle.
   */
  i18n: I18n;
  /** The kit's global styles (font, colours, box sizing on the whole page). Off: a host keeps its own page styles. */
  globalStyles?: boolean;
  /** For the widgets wired to the API (`Api…`): the client of `createApiClient`. */
  apiClient?: ApiClient;
  /** TanStack Query's client, when the host has no QueryClientProvider of its own above. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Says at once, instead of raw keys on every widget, that a host's instance lacks the kit's texts. */
function checkEppTexts(instance: I18n): void {
  const language = interfaceLanguageOf(instance.resolvedLanguage ?? instance.language);
  if (instance.isInitialized && !instance.hasResourceBundle(language, EPP_NAMESPACE))
    console.error(
      `EppProvider: the i18n instance has no "${EPP_NAMESPACE}" texts in "${language}": call addEppResources(i18n) of @epp/i18n, or pass createEppI18n()`,
    );
}

/** The theme and react-aria's locale in the interface language, re-rendered on every `languageChanged`. */
function LanguageBoundUi({ globalStyles, children }: { globalStyles: boolean; children: ReactNode }) {
  const { i18n } = useEppTranslation();
  return (
    <UiProvider language={i18n.resolvedLanguage ?? i18n.language} globalStyles={globalStyles}>
      {children}
    </UiProvider>
  );
}

/**
 * Everything an EPP component needs, in one provider: i18n, the theme, react-aria's locale (numbers, dates,
 * calendars) and, when given, the API client and TanStack Query's client. The language follows the i18n
 * instance: `i18n.changeLanguage('en-US')` switches every text, number and date to English (see
 * `interfaceLanguageOf`).
 */
export function EppProvider({ i18n, globalStyles = false, apiClient, queryClient, children }: EppProviderProps) {
  useEffect(() => checkEppTexts(i18n), [i18n]);
  let tree = <LanguageBoundUi globalStyles={globalStyles}>{children}</LanguageBoundUi>;
  if (apiClient) tree = <ApiClientProvider client={apiClient}>{tree}</ApiClientProvider>;
  if (queryClient) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>;
  return <I18nextProvider i18n={i18n}>{tree}</I18nextProvider>;
}
