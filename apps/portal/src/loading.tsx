import { useEppTranslation } from '@epp/i18n';
import { Spinner } from '@epp/ui';

/** While a route's code or the current user loads. */
export function Loading() {
  const { t } = useEppTranslation();
  return <Spinner label={t('portal.loading')} />;
}
