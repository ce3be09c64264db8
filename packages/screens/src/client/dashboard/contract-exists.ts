/**
 * The route state /dashboard/contract passes to the dashboard when the contract exists already
 * (create-contract answered 208): the dashboard then says so.
 */
export const CONTRACT_EXISTS_STATE = 'contract-exists';
