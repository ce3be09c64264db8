import { usePendingApplication } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useRouteTitle } from '../../kit/routes';
import { actionRow, createScreen, mutedNote, ScreenLayout } from '../../kit/screen-layout';
import { PendingApplicationTable } from '../../packages';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';

/** The screen takes no props: the permission to add packages is the server's, on the current user. */
export type ApplicationsScreenProps = Record<never, never>;

// The intro and the button share a line, centred on each other.
const Actions = styled.div`
  ${actionRow}
  align-items: center;
  justify-content: space-between;
`;
const Intro = styled.p`
  ${mutedNote}
`;

function ApplicationsContent() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const active = useActiveClient();
  const pending = usePendingApplication();
  return (
    <ScreenLayout
      title={useRouteTitle(routes.client.applications)}
      banner={<ContractBanner contract={active.contract} />}
    >
      <Actions>
        <Intro>{t('screens.client.applications.intro')}</Intro>
        {active.mayRegister && (
          <Button onPress={() => navigate(routes.client.addPackage.to())}>
            {t('screens.client.applications.add')}
          </Button>
        )}
      </Actions>
      <PendingApplicationTable
        rows={pending.data ?? []}
        caption={t('screens.client.applications.pendingCaption')}
        emptyText={t('screens.client.applications.empty')}
        isLoading={pending.isLoading}
        error={pending.error ? failureText('screens.client.applications.pendingLoadError', pending.error) : undefined}
        onRetry={() => void pending.refetch()}
      />
    </ScreenLayout>
  );
}

/**
 * The client's pending application (/applications): the packages added but not yet submitted, and the way
 * to the registration view where the application is submitted. Empty when nothing waits.
 */
export const ApplicationsScreen = createScreen<ApplicationsScreenProps>('ApplicationsScreen', ApplicationsContent);
