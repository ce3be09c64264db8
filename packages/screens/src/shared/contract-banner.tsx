import type { ClientContractState } from '@epp/core';
import { clientContractBanner } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Link } from '@epp/ui';
import { routes } from '../routes/route-table';
import { useShellShowsContractBanner } from './contract-banner-context';

/**
 * The client's contract banner: no contract → a prompt to create one (a link to the contract page);
 * a pending contract → the operator must sign first. Nothing with an active contract, and nothing inside the
 * AppShell, whose gate shows the banner above every client page. A client screen passes it to
 * `ScreenLayout` as its `banner`.
 */
export function ContractBanner({ contract }: { contract: ClientContractState | null }) {
  const { t } = useEppTranslation();
  const isShownByShell = useShellShowsContractBanner();
  const banner = contract === null || isShownByShell ? null : clientContractBanner(contract);
  if (banner === 'create-contract')
    return (
      <Alert tone="warning" role="none" title={t('screens.client.contractBanner.noContract.title')}>
        {t('screens.client.contractBanner.noContract.text')}{' '}
        <Link href={routes.client.dashboardContract.to()} variant="inline">
          {t('screens.client.contractBanner.noContract.action')}
        </Link>
      </Alert>
    );
  if (banner === 'pending-contract')
    return (
      <Alert tone="info" role="none" title={t('screens.client.contractBanner.pendingContract.title')}>
        {t('screens.client.contractBanner.pendingContract.text')}
      </Alert>
    );
  return null;
}
