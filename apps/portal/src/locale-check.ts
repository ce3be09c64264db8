// react-aria checks the browser's locale when its module is evaluated, before anything renders, with
// `Intl.DateTimeFormat.supportedLocalesOf([locale])`, inside a try whose catch falls back to en-US: only a tag that
// is not well-formed throws, its result is not used. That call is the first DateTimeFormat work of the page, and
// loads the browser's date formatting data: ~30 ms on this machine, ~120 ms on Lighthouse's slowed mobile CPU,
// in the one long task that evaluates /login's scripts — a page that formats no date (issue #29).
// `Intl.getCanonicalLocales` throws for exactly the same tags (both take a list of BCP 47 tags and reject one that
// is not well-formed, ECMA-402 CanonicalizeLocaleList) and costs ~0.04 ms, so the build calls it instead. A page
// that formats dates still loads that data, with its first date, where it is needed.
import type { Plugin } from 'vite';

const DEFAULT_LOCALE_MODULE = /react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.m?js$/;
const CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';

export function localeCheckPlugin(): Plugin {
  return {
    name: 'epp-locale-check',
    apply: 'build',
    transform(code, id) {
      if (!DEFAULT_LOCALE_MODULE.test(id)) return null;
      // a react-aria that no longer checks this way: say so rather than build on without the saving unnoticed
      if (!code.includes(CHECK))
        throw new Error(`${id} no longer calls ${CHECK}…): review localeCheckPlugin (src/locale-check.ts)`);
      return { code: code.replaceAll(CHECK, 'Intl.getCanonicalLocales('), map: null };
    },
  };
}
