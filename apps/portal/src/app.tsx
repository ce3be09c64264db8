import { createEppI18n, isLanguage } from '@epp/i18n';
import { UiProvider } from '@epp/ui';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Routes } from './routes';

const LANGUAGE_KEY = 'epp.language';

function initialLanguage() {
  const stored = globalThis.localStorage?.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'et';
}

function LanguageBoundUi() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
    localStorage.setItem(LANGUAGE_KEY, language);
  }, [language]);
  return (
    <UiProvider language={language}>
      <Routes />
    </UiProvider>
  );
}

/** The portal's providers: one i18n instance (Estonian unless the user chose English), theme and locale. */
export function App() {
  const [i18n] = useState(() => createEppI18n({ language: initialLanguage() }));
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageBoundUi />
    </I18nextProvider>
  );
}
