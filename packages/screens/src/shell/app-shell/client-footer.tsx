import { useEppTranslation } from '@epp/i18n';
import { Link } from '@epp/ui';
import { styled } from 'styled-components';
import { routes } from '../../routes/route-table';
import * as styles from './app-shell.styles';

const Footer = styled.footer`
  ${styles.footer}
`;

/** The clients' footer: the operator's terms and the privacy policy (client spec §2 "Shell"). */
export function ClientFooter({ termsHref }: { termsHref: string }) {
  const { t } = useEppTranslation();
  return (
    <Footer aria-label={t('screens.shell.footer.label')}>
      <Link href={termsHref} isExternal>
        {t('screens.shell.footer.terms')}
      </Link>
      <Link href={routes.public.privacyPolicy.to()}>{t('screens.shell.footer.privacy')}</Link>
    </Footer>
  );
}
