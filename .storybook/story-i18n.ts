import { createEppI18n, EPP_NAMESPACE, languages } from '@epp/i18n';
import { demoTexts } from '../stories/support/demo-texts';

/** The one i18next instance of the Storybook preview; the locale toolbar and the snapshot setup switch it. */
export const storyI18n = createEppI18n();

// The stories' example texts (demo.*) join the kit's texts in the same namespace; no package ships them.
for (const language of languages) {
  storyI18n.addResourceBundle(language, EPP_NAMESPACE, demoTexts[language], true, false);
}
