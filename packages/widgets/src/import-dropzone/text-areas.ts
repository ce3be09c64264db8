// The text areas this widget draws (see @epp/i18n's areas), with those of the kit's pieces it renders: what a
// host that loads texts on demand passes to loadEppTexts. A unit test renders the widget with only these.
import type { TextArea } from '@epp/i18n';
import { uiTextAreas } from '@epp/ui/text-areas';
import { confirmWithProblemsTextAreas } from '../confirm-with-problems/text-areas';
import { errorTextTextAreas } from '../error-text/text-areas';

export const importDropzoneTextAreas = [
  ...uiTextAreas,
  'common',
  'errors',
  ...confirmWithProblemsTextAreas,
  ...errorTextTextAreas,
  'widgets.importDropzone',
] as const satisfies readonly TextArea[];
