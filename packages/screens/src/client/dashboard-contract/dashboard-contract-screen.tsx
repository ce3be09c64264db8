import { useEppTranslation } from '@epp/i18n';
import { Button, Link } from '@epp/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useRouteTitle } from '../../kit/routes';
import { actionRow, createScreen, ScreenLayout } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { ClientContractSigning } from './client-contract-signing';

/**
 * None: the portal renders the screen as it is. How the user logged in comes from the session, the contract
 * and terms links are the operator's (OPERATOR_LINKS).
 */
export type DashboardContractScreenProps = Record<string, unknown>;

// The button and the link share a line, centred on each other.
const Actions = styled.div`
  ${actionRow}
  align-items: center;
`;
const Intro = styled.p`
  margin: 0;
  max-width: 70ch;
`;

function DashboardContractContent(_: DashboardContractScreenProps) {
  const { t } = useEppTranslation();
  const [isOpen, setOpen] = useState(true);
  return (
    <ScreenLayout title={useRouteTitle(routes.client.dashboardContract)}>
      <Intro>{t('screens.client.dashboardContract.intro')}</Intro>
      <Actions>
        <Button onPress={() => setOpen(true)}>{t('screens.client.dashboardContract.open')}</Button>
        <Link href={routes.client.dashboard.to()} variant="standalone">
          {t('screens.client.dashboardContract.back')}
        </Link>
      </Actions>
      <ClientContractSigning isOpen={isOpen} onClose={() => setOpen(false)} />
    </ScreenLayout>
  );
}

/**
 * Creating and signing the contract from the dashboard (/dashboard/contract): the signing modal opens at
 * once over a short explanation. Signed → the dashboard; the contract exists already (208) → the dashboard
 * with a message; closing the modal leaves it open to reopen. The modal takes how the user logged in from
 * the session (Mobile-ID signing needs a Mobile-ID login) and links the operator's contract and terms.
 */
export const DashboardContractScreen = createScreen('DashboardContractScreen', DashboardContractContent);
