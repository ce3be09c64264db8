import type { InitOptions } from 'i18next';
import { EPP_NAMESPACE, languages } from './namespace';

/** What every EPP i18next instance shares, whether its texts are bundled or load on demand. */
export const eppInitOptions = {
  supportedLngs: [...languages],
  ns: [EPP_NAMESPACE],
  defaultNS: EPP_NAMESPACE,
  returnNull: false,
  interpolation: { escapeValue: false }, // React escapes what it renders
} satisfies InitOptions;
