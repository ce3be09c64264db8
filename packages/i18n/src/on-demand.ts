import { createInstance, type i18n as I18n } from 'i18next';
import { use } from 'react';
import { initReactI18next } from 'react-i18next';
import { type TextArea, textAreas } from './areas';
import type { CreateEppI18nOptions } from './create-i18n';
import { defaultLanguage, EPP_NAMESPACE } from './namespace';
import { OnDemandTexts } from './on-demand-texts';
import { eppInitOptions } from './options';
import { useEppTranslation } from './use-epp-translation';

export { isTextArea, type TextArea, textAreas } from './areas';

export interface CreateEppI18nOnDemandOptions extends CreateEppI18nOptions {
  /** The text areas to load before the instance resolves; every area when omitted. */
  areas?: readonly TextArea[];
}

// By the instance's resource store: react-i18next hands components a proxy of the instance, not the instance,
// while the store behind both is one object.
const onDemand = new WeakMap<object, OnDemandTexts>();
const textsOf = (instance: I18n) => (instance.store ? onDemand.get(instance.store) : undefined);

/**
 * An i18next instance like `createEppI18n`'s, but the texts load on demand, one chunk per area and language
 * (`locales/<language>/<area>.json`): it resolves once the starting language's `areas` are in, `loadEppTexts`
 * adds areas later, and `changeLanguage` switches only after the new language's areas have loaded.
 * No fallback language is loaded: both locales have every key (a unit test holds them equal). A key with no
 * text (an area not loaded yet) is reported as a console error, so a test fails where a raw key would show.
 */
export async function createEppI18nOnDemand({
  language = defaultLanguage,
  areas = textAreas,
}: CreateEppI18nOnDemandOptions = {}): Promise<I18n> {
  const instance = createInstance();
  const texts = new OnDemandTexts(areas);
  await instance
    .use(texts.backend())
    .use(initReactI18next)
    .init({
      ...eppInitOptions,
      lng: language,
      fallbackLng: false,
      load: 'currentOnly',
      saveMissing: true,
      missingKeyHandler: (languages, namespace, key) =>
        console.error(`@epp/i18n: no ${languages.join('/')} text for "${namespace}:${key}" (is its area loaded?)`),
    });
  onDemand.set(instance.store, texts);
  return instance;
}

/**
 * Loads text areas into an instance of `createEppI18nOnDemand` (in the current language, in any language
 * already loaded, and in every language loaded later); resolves at once for an instance with every text.
 */
export function loadEppTexts(instance: I18n, areas: readonly TextArea[]): Promise<void> {
  return textsOf(instance)?.add(instance, areas) ?? Promise.resolve();
}

/** Suspends the component until the instance it renders with has these text areas (see `loadEppTexts`). */
export function useEppTexts(areas: readonly TextArea[]): void {
  const { i18n } = useEppTranslation();
  const texts = textsOf(i18n);
  if (texts) use(texts.add(i18n, areas));
}
