import { useCurrentUser } from '@epp/api/hooks';
import {
  activeClientOf,
  type ClientContractState,
  canRegisterPackages,
  clientContractState,
  clientMayAddPackages,
} from '@epp/core';

export interface ActiveClient {
  /** The active client's entry of the current user; undefined while the user loads. */
  client: { id: number; name: string } | undefined;
  /** Its contract: active, pending (waiting for the operator) or none; null while the user loads. */
  contract: ClientContractState | null;
  /** Whether the "register new package" action shows: an active contract and the permission. */
  mayRegister: boolean;
  isLoading: boolean;
}

/**
 * The current user's active client and what its contract allows (@epp/core state rules). The permission to
 * add packages is the server's verdict on the active client entry (`may_add_packages`, allowed when absent).
 */
export function useActiveClient(): ActiveClient {
  const user = useCurrentUser();
  const data = user.data;
  const client = data ? activeClientOf(data) : undefined;
  const contract = client ? clientContractState(client) : null;
  return {
    client,
    contract,
    mayRegister:
      client !== undefined && contract !== null && canRegisterPackages(contract, clientMayAddPackages(client)),
    isLoading: user.isLoading,
  };
}
