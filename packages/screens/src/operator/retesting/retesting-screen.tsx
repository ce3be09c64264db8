import { useAdminPackagesInRetest } from '@epp/api/hooks';
import { canConfirmRetestResults, RETESTING_STATUS_IDS, type RegistryAction } from '@epp/core';
import { createScreen } from '../../kit';
import { TestListFrame } from '../../registry/test-lists';
import { routes } from '../../routes/route-table';

/** The list takes no props: its filters, sort and page are in the address. */
export type RegistryRetestingScreenProps = Record<never, never>;

const ACTIONS: readonly RegistryAction[] = ['confirm-results'];

/**
 * /registry/retesting (operator spec §2 "Retesting list"): the packages in retesting (statuses 5, 6, 9);
 * confirm results only when every selected package is waiting and has been tested.
 */
export const RegistryRetestingScreen = createScreen<RegistryRetestingScreenProps>(
  'RegistryRetestingScreen',
  RegistryRetesting,
);

function RegistryRetesting() {
  const query = useAdminPackagesInRetest();
  return (
    <TestListFrame
      route={routes.operator.retesting}
      query={query}
      statusIds={RETESTING_STATUS_IDS}
      actions={ACTIONS}
      canConfirm={canConfirmRetestResults}
      caption="screens.operator.registryRetesting.caption"
      empty="screens.operator.registryRetesting.empty"
    />
  );
}
