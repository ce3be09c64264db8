import { createInstance, type i18n as I18n } from 'i18next';
import { use } from 'react';
import { initReactI18next } from 'react-i18next';
import { type TextArea, textAreas } from './areas';
import { isComplete } from './complete-texts';
import type { CreateEppI18nOptions } from './create-i18n';
import { defaultLanguage, type Language } from './namespace';
import { OnDemandTexts } from './on-demand-texts';
import { eppInitOptions } from './options';
import { useEppTranslation } from './use-epp-translation';
import { interfaceLanguageOf } from './use-interface-language';

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

/** The texts of a host's own instance (one that is neither ours nor has every text), made on its first areas. */
const ofHosts = new WeakMap<object, OnDemandTexts>();
function hostTexts(instance: I18n): OnDemandTexts | undefined {
  if (!instance.store || isComplete(instance.store)) return undefined;
  let texts = ofHosts.get(instance.store);
  if (!texts) {
    texts = new OnDemandTexts([]);
    texts.followLanguage(instance, interfaceLanguageOf);
    ofHosts.set(instance.store, texts);
  }
  return texts;
}

/** What is still to load (the same promise for the same ask), or nothing for an instance with every text. */
function pendingTexts(instance: I18n, areas: readonly TextArea[], language?: Language): Promise<void> | undefined {
  // ours: a switch loads the new language's wanted areas itself (the backend), so `language` is not needed
  const ours = textsOf(instance);
  if (ours) return ours.add(instance, areas);
  const host = hostTexts(instance);
  if (!host) return undefined;
  const current = interfaceLanguageOf(instance.resolvedLanguage ?? instance.language);
  return host.add(instance, areas, language && language !== current ? [current, language] : [current]);
}

/**
 * Loads text areas into an instance: one of `createEppI18nOnDemand` (in the current language, any language
 * already loaded and every language loaded later), or a host's own i18next instance: there in the current
 * language and in `language` when given (a switch the host wants to wait for), and in each language the host
 * switches to later, fetched on its `languageChanged` (the kit's components redraw when they are in).
 * Resolves at once for an instance with every text (createEppI18n, addEppResources).
 */
export function loadEppTexts(instance: I18n, areas: readonly TextArea[], language?: Language): Promise<void> {
  return pendingTexts(instance, areas, language) ?? Promise.resolve();
}

/** Suspends the component until the instance it renders with has these text areas (see `loadEppTexts`). */
export function useEppTexts(areas: readonly TextArea[]): void {
  const { i18n } = useEppTranslation();
  const pending = pendingTexts(i18n, areas);
  if (pending) use(pending);
}
