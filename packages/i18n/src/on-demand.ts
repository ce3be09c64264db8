import { type BackendModule, createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { CreateEppI18nOptions } from './create-i18n';
import { defaultLanguage, EPP_NAMESPACE, isLanguage, type Language } from './namespace';
import { eppInitOptions } from './options';

// Each language's texts are a chunk of their own (~12 KB gzip each): an app that shows one language at a
// time loads that one first and the other only when the user switches.
const loaders: Record<Language, () => Promise<{ default: object }>> = {
  et: () => import('./locales/et.json'),
  en: () => import('./locales/en.json'),
};

const onDemandTexts: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (namespace !== EPP_NAMESPACE || !isLanguage(language)) {
      callback(null, {});
      return;
    }
    loaders[language]().then(
      (module) => callback(null, module.default as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * An i18next instance like `createEppI18n`'s, but the texts load on demand: it resolves once the starting
 * language's texts are in, and `changeLanguage` switches only after the new language's texts have loaded.
 * No fallback language is loaded: both locales have every key (a unit test holds them equal).
 */
export async function createEppI18nOnDemand({ language = defaultLanguage }: CreateEppI18nOptions = {}): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(onDemandTexts)
    .use(initReactI18next)
    .init({ ...eppInitOptions, lng: language, fallbackLng: false, load: 'currentOnly' });
  return instance;
}
