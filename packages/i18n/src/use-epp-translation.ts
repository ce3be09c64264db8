// The one hook every component of the kit translates with. Built on react-i18next's side-effect-free parts (the
// context and the instance `initReactI18next` registers), not on its `useTranslation`: that module imports
// `keyFromSelector` from 'i18next', whose module makes an instance at load, so every widget's bundle would carry
// the whole of i18next although the host has its own instance. Here i18next is only a type.
import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import { EPP_NAMESPACE } from './namespace';

export interface EppTranslation {
  /** Translates a key of the "epp" namespace in the instance's current language (typed keys when opted in). */
  t: TFunction<typeof EPP_NAMESPACE>;
  i18n: I18n;
}

/** One version per instance: it moves on a language change and on texts added or removed (both redraw texts). */
interface Watched {
  version: number;
  readonly listeners: Set<() => void>;
}
const watched = new WeakMap<I18n, Watched>();

function watch(i18n: I18n): Watched {
  let entry = watched.get(i18n);
  if (!entry) {
    const state: Watched = { version: 0, listeners: new Set() };
    const changed = () => {
      state.version += 1;
      for (const listener of state.listeners) listener();
    };
    // Bound once per instance for its lifetime (the entry goes with the instance): an event between a render
    // and its subscription still moves the version, so useSyncExternalStore re-renders.
    i18n.on('languageChanged', changed);
    const watchStore = () => {
      i18n.store.on('added', changed);
      i18n.store.on('removed', changed);
    };
    // an instance not initialised yet has no store: bind it once init has made one
    if (i18n.store) watchStore();
    else i18n.on('initialized', watchStore);
    watched.set(i18n, state);
    entry = state;
  }
  return entry;
}

const NO_INSTANCE =
  "@epp/i18n: no i18next instance. Render the kit inside <EppProvider i18n={i18n}> (or react-i18next's <I18nextProvider>), or register your instance with i18n.use(initReactI18next).";

/** The i18next instance of the nearest provider, else the one registered with `initReactI18next`. */
function useI18nInstance(): I18n {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? getI18n();
  if (!i18n) throw new Error(NO_INSTANCE);
  return i18n;
}

/**
 * `t` of the EPP namespace and the instance. Re-renders on `languageChanged` and when texts are added to or
 * removed from the instance's store (on-demand areas arriving); `t` is the same function until one of those
 * happens, so it may sit in a hook's dependencies. A missing instance is an error naming the fix.
 */
export function useEppTranslation(): EppTranslation {
  const i18n = useI18nInstance();
  const state = watch(i18n);
  const subscribe = useCallback(
    (listener: () => void) => {
      state.listeners.add(listener);
      return () => state.listeners.delete(listener);
    },
    [state],
  );
  const version = useSyncExternalStore(
    subscribe,
    () => state.version,
    () => state.version,
  );
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is what makes a new `t` after new texts
  const t = useMemo(() => i18n.getFixedT(language, EPP_NAMESPACE), [i18n, language, version]);
  return { t, i18n };
}
