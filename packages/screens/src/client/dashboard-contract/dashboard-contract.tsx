import { useEppTranslation } from '@epp/i18n';
import { Button, Link, PageTitle } from '@epp/ui';
import { ApiSigningModal } from '@epp/widgets/signing-modal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { CONTRACT_EXISTS_STATE } from '../dashboard/dashboard';
import { actionRow, screenRoot } from '../shared/screen.styles';

export interface DashboardContractScreenProps {
  /** How the user logged in ('mobile_id', 'smart_id', 'id_card', 'email'): Mobile-ID signing needs 'mobile_id'. */
  loginMethod?: string | null;
  /** The login certificate, when the session has one (Mobile-ID is then unavailable). */
  cert?: string | null;
  /** Where the contract and the terms are read (the links beside the terms checkbox). */
  contractHref?: string;
  termsHref?: string;
}

const Root = styled.div`
  ${screenRoot}
`;
const Actions = styled.div`
  ${actionRow}
`;
const Intro = styled.p`
  margin: 0;
  max-width: 70ch;
`;

/**
 * Creating and signing the contract from the dashboard (/dashboard/contract): the signing modal opens at
 * once over a short explanation. Signed → the dashboard; the contract exists already (208) → the dashboard
 * with a message; closing the modal leaves it open to reopen.
 */
export function DashboardContractScreen(props: DashboardContractScreenProps) {
  return (
    <ScreenRouter>
      <DashboardContractContent {...props} />
    </ScreenRouter>
  );
}

function DashboardContractContent({ loginMethod, cert, contractHref, termsHref }: DashboardContractScreenProps) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(true);
  return (
    <Root>
      <PageTitle labels={[t('screens.client.dashboard.title'), t('screens.client.dashboardContract.title')]} />
      <Intro>{t('screens.client.dashboardContract.intro')}</Intro>
      <Actions>
        <Button onPress={() => setOpen(true)}>{t('screens.client.dashboardContract.open')}</Button>
        <Link href="/dashboard" variant="standalone">
          {t('screens.client.dashboardContract.back')}
        </Link>
      </Actions>
      <ApiSigningModal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        after="dashboard"
        onSigned={(to) => navigate(`/${to}`)}
        onAlreadyExists={() => navigate('/dashboard', { state: CONTRACT_EXISTS_STATE })}
        loginMethod={loginMethod}
        cert={cert}
        contractHref={contractHref}
        termsHref={termsHref}
      />
    </Root>
  );
}
