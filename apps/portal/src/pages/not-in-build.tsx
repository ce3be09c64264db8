import { useEppTranslation } from '@epp/i18n';
import { EmptyState } from '@epp/ui';

/** An area of a later issue: said plainly inside the shell, never a blank page or a silent 404. */
export default function NotInBuildPage() {
  const { t } = useEppTranslation();
  return <EmptyState title={t('portal.notInBuild.title')} text={t('portal.notInBuild.text')} />;
}
