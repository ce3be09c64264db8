import { usePendingApplication } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button, PageTitle } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { PendingApplicationTable } from '../add-package/pending-table';
import { ContractBanner } from '../shared/contract-banner';
import { actionRow, mutedNote, screenRoot } from '../shared/screen.styles';
import { useActiveClient } from '../shared/use-active-client';

export interface ApplicationsScreenProps {
  /** The server's permission check for adding packages (spec client §6, not shown). Default true. */
  canAddPackages?: boolean;
}

const Root = styled.div`
  ${screenRoot}
`;
const Actions = styled.div`
  ${actionRow}
  justify-content: space-between;
`;
const Intro = styled.p`
  ${mutedNote}
`;

/**
 * The client's pending application (/applications): the packages added but not yet submitted, and the way
 * to the registration view where the application is submitted. Empty when nothing waits.
 */
export function ApplicationsScreen(props: ApplicationsScreenProps) {
  return (
    <ScreenRouter>
      <ApplicationsContent {...props} />
    </ScreenRouter>
  );
}

function ApplicationsContent({ canAddPackages = true }: ApplicationsScreenProps) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const navigate = useNavigate();
  const active = useActiveClient(canAddPackages);
  const pending = usePendingApplication();
  return (
    <Root>
      <PageTitle labels={[t('screens.client.applications.title')]} />
      <ContractBanner contract={active.contract} />
      <Actions>
        <Intro>{t('screens.client.applications.intro')}</Intro>
        {active.mayRegister && (
          <Button onPress={() => navigate('/packages/add-package')}>{t('screens.client.applications.add')}</Button>
        )}
      </Actions>
      <PendingApplicationTable
        rows={pending.data ?? []}
        caption={t('screens.client.applications.pendingCaption')}
        emptyText={t('screens.client.applications.empty')}
        isLoading={pending.isLoading}
        error={
          pending.error
            ? t('screens.client.applications.pendingLoadError', { error: errorText(pending.error) })
            : undefined
        }
        onRetry={() => void pending.refetch()}
      />
    </Root>
  );
}
