import { useEppTranslation } from '@epp/i18n';
import { Alert, Link } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { routes } from '../../routes/route-table';
import { type GateUser, gateState } from './gate-state';
import * as styles from './shell-gate.styles';

export interface ShellGateProps {
  user: GateUser;
  /** Where "create contract" leads; the dashboard's contract page by default. */
  contractHref?: string;
  /** Show the contract banner (default true); the contract page itself turns it off. */
  showContractBanner?: boolean;
  children: ReactNode;
}

const Banner = styled.div`
  ${styles.banner}
`;

/**
 * The gate around every logged-in page: an unverified client or partner user sees only "Puuduvad õigused
 * antud ettevõtte andmeid näha! Võta ühendust administraatoriga."; a client without a contract is asked to
 * create one, a client with a pending contract is told to wait for the operator, above the page.
 */
export function ShellGate({
  user,
  contractHref = routes.client.dashboardContract.to(),
  showContractBanner = true,
  children,
}: ShellGateProps) {
  const { t } = useEppTranslation();
  const state = gateState(user);
  if (state.kind === 'unverified') {
    return <Alert tone="error" title={t('screens.shell.gate.unverified')} />;
  }
  const banner = showContractBanner ? state.banner : null;
  return (
    <>
      {banner === 'create-contract' && (
        <Banner data-testid="contract-banner">
          <Alert tone="warning" title={t('screens.shell.gate.noContract')} role="status">
            <Link href={contractHref} variant="standalone">
              {t('screens.shell.gate.createContract')}
            </Link>
          </Alert>
        </Banner>
      )}
      {banner === 'pending-contract' && (
        <Banner data-testid="contract-banner">
          <Alert tone="info" title={t('screens.shell.gate.pendingContract')} role="status" />
        </Banner>
      )}
      {children}
    </>
  );
}
