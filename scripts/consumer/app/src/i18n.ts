// The host's own i18next instance, with its own default namespace. The kit's texts load on demand into it: only
// the areas of the widgets this page renders, only in the active language; another language's load when the host
// switches to it (the widgets redraw when they are in).
import type { TextArea } from '@epp/i18n';
import { loadEppTexts } from '@epp/i18n/on-demand';
import { dataTableTextAreas } from '@epp/ui/data-table';
import { uiTextAreas } from '@epp/ui/text-areas';
import { commentsThreadTextAreas } from '@epp/widgets/comments-thread';
import { importDropzoneTextAreas } from '@epp/widgets/import-dropzone';
import { signingModalTextAreas } from '@epp/widgets/signing-modal';
import { testMeasurementFormTextAreas } from '@epp/widgets/test-measurement-form';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** What this page draws: the table with its filter bar, and four widgets. */
export const pageTextAreas: readonly TextArea[] = [
  ...dataTableTextAreas,
  ...uiTextAreas,
  ...importDropzoneTextAreas,
  ...testMeasurementFormTextAreas,
  ...commentsThreadTextAreas,
  ...signingModalTextAreas,
];

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
  await loadEppTexts(i18next, pageTextAreas);
  return i18next;
}
