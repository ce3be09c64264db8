import { createEppI18n } from '@epp/i18n';

/** The one i18next instance of the Storybook preview; the locale toolbar and the snapshot setup switch it. */
export const storyI18n = createEppI18n();
