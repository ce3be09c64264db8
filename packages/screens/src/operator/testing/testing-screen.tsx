import { useAdminPackagesInTest } from '@epp/api/hooks';
import { canConfirmTestResults, type RegistryAction, TESTING_STATUS_IDS } from '@epp/core';
import { createScreen } from '../../kit';
import { TestListFrame } from '../../registry/test-lists';
import { routes } from '../../routes/route-table';

/** The list takes no props: its filters, sort and page are in the address. */
export type RegistryTestingScreenProps = Record<never, never>;

const ACTIONS: readonly RegistryAction[] = ['send-to-testing', 'confirm-results', 'register'];

/**
 * /registry/testing (operator spec §2 "Testing list"): the packages in testing (statuses 3, 10, 4); resend to
 * testing, confirm test results (only when every selected package is test-unconfirmed) and register.
 */
export const RegistryTestingScreen = createScreen<RegistryTestingScreenProps>('RegistryTestingScreen', RegistryTesting);

function RegistryTesting() {
  const query = useAdminPackagesInTest();
  return (
    <TestListFrame
      route={routes.operator.testing}
      query={query}
      statusIds={TESTING_STATUS_IDS}
      actions={ACTIONS}
      canConfirm={canConfirmTestResults}
      caption="screens.operator.registryTesting.caption"
      empty="screens.operator.registryTesting.empty"
    />
  );
}
