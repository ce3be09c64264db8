import { useContracts } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useRouteTitle } from '../../kit/routes';
import { actionRow, createScreen, mutedNote, ScreenLayout } from '../../kit/screen-layout';
import { ContractTable } from '../../profile/contract-table';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { routes } from '../../routes/route-table';
import { useActiveClient } from '../../shared/use-active-client';
import { ClientContractSigning } from '../dashboard-contract/client-contract-signing';

export interface ProfileContractScreenProps {
  /** Opens the signing modal on arrival (a link that means "sign now"); closed by default. */
  defaultSigningOpen?: boolean;
}

// The note and the button share a line, centred on each other.
const Actions = styled.div`
  ${actionRow}
  align-items: center;
`;
const Intro = styled.p`
  ${mutedNote}
`;

function ProfileContractContent({ defaultSigningOpen = false }: ProfileContractScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const contracts = useContracts();
  const active = useActiveClient();
  const [isSigning, setSigning] = useState(defaultSigningOpen);
  // A company without a valid or pending contract (none yet, or the last one ended) may conclude one here.
  const maySign = active.contract === 'none';

  return (
    <ScreenLayout title={useRouteTitle(routes.client.profileContract)} tabs={CLIENT_PROFILE_TABS}>
      {maySign && (
        <Actions>
          <Intro>{t('screens.profile.contracts.signIntro')}</Intro>
          <Button onPress={() => setSigning(true)}>{t('screens.profile.contracts.sign')}</Button>
        </Actions>
      )}
      <ContractTable
        contracts={contracts.data ?? []}
        caption={t('screens.profile.contracts.caption')}
        emptyText={t('screens.profile.contracts.empty')}
        isLoading={contracts.isPending}
        error={contracts.error ? failureText('screens.profile.contracts.loadError', contracts.error) : undefined}
        onRetry={() => void contracts.refetch()}
      />
      {/* Mounted only while open: the form's profile loads belong to signing, not to the list. */}
      {isSigning && <ClientContractSigning isOpen onClose={() => setSigning(false)} />}
    </ScreenLayout>
  );
}

/**
 * /profile/contract: the company's contracts under the profile tabs (spec §2 "Contract tab": number linking to
 * the signed file, status, submitted, concluded and ended dates; "none found" when empty). Without a valid or
 * pending contract, "Sõlmi leping" opens the contract signing modal, as on the dashboard.
 */
export const ProfileContractScreen = createScreen<ProfileContractScreenProps>(
  'ProfileContractScreen',
  ProfileContractContent,
);
