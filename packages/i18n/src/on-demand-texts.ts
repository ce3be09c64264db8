// The texts of an on-demand instance: which areas it wants, one fetch per area and language (each file is a
// chunk of its own), and the i18next backend that reads a language's wanted areas when it is first used.
import type { BackendModule, i18n as I18n } from 'i18next';
import type { TextArea } from './areas';
import { mergeTexts } from './merge-texts';
import { EPP_NAMESPACE, isLanguage, type Language, languages } from './namespace';

type AreaTexts = Record<string, object>;

const fetchArea = (language: Language, area: TextArea): Promise<object> =>
  import(`./locales/${language}/${area}.json`).then((module: { default: object }) => module.default);

export class OnDemandTexts {
  /** The areas every language gets when it loads: those asked for at start and by loadEppTexts since. */
  readonly wanted: Set<TextArea>;
  private readonly fetches = new Map<string, Promise<object>>();
  private readonly requests = new Map<string, Promise<void>>();

  constructor(areas: readonly TextArea[]) {
    this.wanted = new Set(areas);
  }

  private fetch(language: Language, area: TextArea): Promise<object> {
    const id = `${language}/${area}`;
    let pending = this.fetches.get(id);
    if (!pending) {
      pending = fetchArea(language, area);
      pending.catch(() => this.fetches.delete(id)); // a failed chunk is fetched again on the next ask
      this.fetches.set(id, pending);
    }
    return pending;
  }

  /**
   * Adds areas to an instance: wanted from now on for every language that loads, and fetched at once for each
   * language already loaded (a language is loaded once; switching back to it must find these areas too) and
   * for `also` (a host's instance: its current language, or the one it is about to switch to).
   * The same areas in the same languages give the same promise, so React's `use` can wait for it.
   */
  add(instance: I18n, areas: readonly TextArea[], also: readonly Language[] = []): Promise<void> {
    const targets = languages.filter(
      (language) => also.includes(language) || instance.hasResourceBundle(language, EPP_NAMESPACE),
    );
    const id = `${also.join(',')}|${[...areas].sort().join(' ')}`;
    let pending = this.requests.get(id);
    if (!pending) {
      for (const area of areas) this.wanted.add(area);
      pending = Promise.all(
        targets.flatMap((language) =>
          areas.map(async (area) => {
            instance.addResourceBundle(language, EPP_NAMESPACE, await this.fetch(language, area), true, false);
          }),
        ),
      ).then(() => undefined);
      pending.catch(() => this.requests.delete(id));
      this.requests.set(id, pending);
    }
    return pending;
  }

  /**
   * A host's own instance has no backend of ours: when it switches to a language, the areas wanted so far are
   * fetched for it then (the kit's hook redraws when they are added). Bound once, when the first areas load.
   */
  followLanguage(instance: I18n, languageOf: (code: string) => Language): void {
    instance.on('languageChanged', (code: string) => {
      const language = languageOf(code);
      void this.add(instance, [...this.wanted], [language]).catch((error: unknown) =>
        console.error(`@epp/i18n: the "${language}" texts did not load`, error),
      );
    });
  }

  /** The i18next backend: a language's wanted areas, in one bundle, when i18next first needs that language. */
  backend(): BackendModule {
    return {
      type: 'backend',
      init() {},
      read: (language, namespace, callback) => {
        if (namespace !== EPP_NAMESPACE || !isLanguage(language)) {
          callback(null, {});
          return;
        }
        // Fetches the wanted areas, then those wanted meanwhile; checks and answers in one step, so an area
        // added by `add` is either in this bundle or fetched by `add` for the bundle i18next then holds.
        const got: AreaTexts = {};
        const step = (): void => {
          const missing = [...this.wanted].filter((area) => !(area in got));
          if (missing.length === 0) {
            callback(null, mergeTexts(got) as Record<string, unknown>);
            return;
          }
          Promise.all(missing.map((area) => this.fetch(language, area))).then(
            (texts) => {
              missing.forEach((area, index) => {
                got[area] = texts[index] as object;
              });
              step();
            },
            (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
          );
        };
        step();
      },
    };
  }
}
