// The text areas the kit's UI components draw (see @epp/i18n's areas): their own labels (`ui`: a button's
// pending label, the pager, a dialog's close) and the shared actions (`common`: an alert's "Try again").
// A host that loads texts on demand loads these for any component of @epp/ui it renders.
import type { TextArea } from '@epp/i18n';

export const uiTextAreas = ['ui', 'common'] as const satisfies readonly TextArea[];
