import { useEppTranslation } from '@epp/i18n';
import { Alert, Link } from '@epp/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
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
 * create one, a client with a pending contract is told to wait for the operator, above the page. A new
 * client ("create new client") sees the contract page, where it makes its company's contract; any other
 * page has no company to show yet and asks for the contract instead.
 */
export function ShellGate({
  user,
  contractHref = routes.client.dashboardContract.to(),
  showContractBanner = true,
  children,
}: ShellGateProps) {
  const { t } = useEppTranslation();
  const { pathname } = useLocation();
  const state = gateState(user);
  if (state.kind === 'unverified') {
    return <Alert tone="error" title={t('screens.shell.gate.unverified')} />;
  }
  if (state.kind === 'new-client' && pathname !== contractHref) {
    return (
      <Banner data-testid="contract-banner">
        <Alert tone="info" title={t('screens.shell.gate.newClient')} role="status">
          <Link href={contractHref} variant="standalone">
            {t('screens.shell.gate.createContract')}
          </Link>
        </Alert>
      </Banner>
    );
  }
  // The page keeps its place in the tree whatever the banner (a reloaded user must not remount a half-filled form).
  const banner = showContractBanner && state.kind === 'content' ? state.banner : null;
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
