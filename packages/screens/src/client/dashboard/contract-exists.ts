import { arrivalState } from '../../kit/detail-page';

const CONTRACT_EXISTS = 'contract-exists';

/**
 * The route state /dashboard/contract passes to the dashboard when the contract exists already
 * (create-contract answered 208): the dashboard then says so, once (an arrival notice).
 */
export const CONTRACT_EXISTS_STATE = arrivalState(CONTRACT_EXISTS);

/** The dashboard's notice, if a route state's notice (`arrivalNoticeOf`) is this one. */
export function contractExistsNoticeOf(notice: unknown): typeof CONTRACT_EXISTS | null {
  return notice === CONTRACT_EXISTS ? CONTRACT_EXISTS : null;
}
