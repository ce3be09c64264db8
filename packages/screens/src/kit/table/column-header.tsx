import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import type { ReactElement } from 'react';

function HeaderText({ k }: { k: TranslationKey }) {
  const { t } = useEppTranslation();
  return <>{t(k)}</>;
}

/**
 * A column's header from its text key: `header: columnHeader('screens.client.packages.columns.ean')`. The
 * header is a component, so it follows a language switch without new column definitions (which would
 * rebuild the table's row models).
 */
export function columnHeader(key: TranslationKey): () => ReactElement {
  return () => <HeaderText k={key} />;
}
