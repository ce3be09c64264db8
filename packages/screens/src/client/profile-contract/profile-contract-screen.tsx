import { useContracts } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { ApiSigningModal, type ApiSigningModalProps } from '@epp/widgets/signing-modal';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { actionRow, createScreen, mutedNote, ScreenLayout } from '../../kit/screen-layout';
import { ContractTable } from '../../profile/contract-table';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { routes } from '../../routes/route-table';
import { useActiveClient } from '../../shared/use-active-client';
import { CONTRACT_EXISTS_STATE } from '../dashboard/contract-exists';

/** What the signing modal needs from the session and the portal (how the user logged in, where the terms are). */
export interface ProfileContractScreenProps
  extends Pick<ApiSigningModalProps, 'loginMethod' | 'cert' | 'contractHref' | 'termsHref'> {
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

/** Where the signing modal sends the user after signing. */
const AFTER_SIGNING = { dashboard: routes.client.dashboard, invoices: routes.client.invoices } as const;

function ProfileContractContent({
  loginMethod,
  cert,
  contractHref,
  termsHref,
  defaultSigningOpen = false,
}: ProfileContractScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const contracts = useContracts();
  const active = useActiveClient();
  const [isSigning, setSigning] = useState(defaultSigningOpen);
  // A company without a valid or pending contract (none yet, or the last one ended) may conclude one here.
  const maySign = active.contract === 'none';

  return (
    <ScreenLayout title={routes.client.profileContract.title.map((key) => t(key))} tabs={CLIENT_PROFILE_TABS}>
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
      {isSigning && (
        <ApiSigningModal
          isOpen
          onClose={() => setSigning(false)}
          after="dashboard"
          onSigned={(to) => navigate(AFTER_SIGNING[to].to())}
          onAlreadyExists={() => navigate(routes.client.dashboard.to(), { state: CONTRACT_EXISTS_STATE })}
          loginMethod={loginMethod}
          cert={cert}
          contractHref={contractHref}
          termsHref={termsHref}
        />
      )}
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
