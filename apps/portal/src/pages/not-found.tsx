import { useEppTranslation } from '@epp/i18n';
import { EmptyState, Link } from '@epp/ui';
import { useLocation } from 'react-router';

/** A path the portal does not have (the catch-all). */
export default function NotFoundPage() {
  const { t } = useEppTranslation();
  const { pathname } = useLocation();
  return (
    <main>
      <EmptyState
        title={t('portal.notFound.title')}
        text={t('portal.notFound.text', { path: pathname })}
        action={<Link href="/">{t('portal.notFound.home')}</Link>}
      />
    </main>
  );
}
