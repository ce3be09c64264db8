// The interface font without a layout shift: index.html preloads Inter's Latin file (Estonian's õ ä ö ü are in
// it), so it is usually in before the first paint, and the portal's build turns @fontsource's
// `font-display: swap` into `optional`: a font that is not there for the first paint is not swapped in later
// (swapping changed the text's width, a layout shift Lighthouse counted on /login); the page keeps the system
// font (the theme's fallbacks) and the next visit has Inter from the cache. Storybook keeps `swap`.
import type { Plugin } from 'vite';

const LATIN_FONT = /inter-latin-wght-normal-[\w-]+\.woff2$/;
const FONT_CSS = /@fontsource-variable[\\/]inter[\\/]index\.css$/;

export function preloadFontPlugin(): Plugin {
  return {
    name: 'epp-preload-font',
    apply: 'build',
    transform(code, id) {
      if (!FONT_CSS.test(id)) return null;
      return { code: code.replaceAll('font-display: swap', 'font-display: optional'), map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const file = Object.keys(bundle ?? {}).find((name) => LATIN_FONT.test(name));
        if (!file)
          throw new Error('the Inter Latin font is not in the build: preloadFontPlugin has nothing to preload');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
