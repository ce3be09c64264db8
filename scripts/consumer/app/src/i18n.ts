// The host's own i18next instance, with its own default namespace, and the kit's texts added to it.
import { addEppResources } from '@epp/i18n';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export async function createHostI18n(language: string) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'et',
    resources: {
      et: { translation: { hello: 'Tere, host!' } },
      en: { translation: { hello: 'Hello, host!' } },
    },
    interpolation: { escapeValue: false },
  });
  addEppResources(i18next);
  return i18next;
}
