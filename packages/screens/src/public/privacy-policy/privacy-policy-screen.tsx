import { useEppTranslation } from '@epp/i18n';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';

export type PrivacyPolicyScreenProps = PublicCookieProps;

/** /privacy-policy: static text; personal data kept at most 7 years, payment data 3 years for disputes. */
export function PrivacyPolicyScreen({ cookieStorage }: PrivacyPolicyScreenProps) {
  const { t } = useEppTranslation();
  return (
    <PublicLayout title={t('screens.public.privacyPolicy.title')} wide cookieStorage={cookieStorage}>
      <p>{t('screens.public.privacyPolicy.intro')}</p>
      <h2>{t('screens.public.privacyPolicy.dataHeading')}</h2>
      <p>{t('screens.public.privacyPolicy.data')}</p>
      <h2>{t('screens.public.privacyPolicy.retentionHeading')}</h2>
      <p>{t('screens.public.privacyPolicy.retention')}</p>
      <p>{t('screens.public.privacyPolicy.disputes')}</p>
      <h2>{t('screens.public.privacyPolicy.rightsHeading')}</h2>
      <p>{t('screens.public.privacyPolicy.rights')}</p>
    </PublicLayout>
  );
}
