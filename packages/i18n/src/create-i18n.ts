import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { markComplete } from './complete-texts';
import { eppInitOptions } from './options';
import { defaultLanguage, EPP_NAMESPACE, type Language, resources } from './resources';

export interface CreateEppI18nOptions {
  /** The starting language; Estonian when omitted. */
  language?: Language;
}

/**
 * A ready i18next instance with every EPP text in Estonian and English, initialised synchronously
 * (the resources are bundled), and bound to react-i18next.
 */
export function createEppI18n({ language = defaultLanguage }: CreateEppI18nOptions = {}): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources,
    ...eppInitOptions,
    lng: language,
    fallbackLng: defaultLanguage,
    initAsync: false,
  });
  markComplete(instance.store);
  return instance;
}

/** For an app that has its own i18next instance: adds the EPP texts to it under the "epp" namespace. */
export function addEppResources(instance: I18n): void {
  for (const [language, bundle] of Object.entries(resources)) {
    instance.addResourceBundle(language, EPP_NAMESPACE, bundle[EPP_NAMESPACE], true, false);
  }
  markComplete(instance.store);
}
