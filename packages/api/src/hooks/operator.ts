// One hook per call of endpoints/operator.ts.
import { mutationHook, queryHook } from './factories';

/** GET administrator/debts/ — Debts of a period (YYYY-MM-DD). */
export const useDebts = queryHook('debts');

/** GET administrator/client/{client_id}/ — A client company. */
export const useAdminClient = queryHook('adminClient');

/** GET administrator/client-invoices/{client_id}/ — A client's invoices and NAV balance. */
export const useClientInvoices = queryHook('clientInvoices');

/** GET administrator/send-reminder/{invoice_id}/ — Sends an invoice reminder again. */
export const useSendInvoiceReminder = mutationHook('sendInvoiceReminder');

/** GET administrator/send-summary/{client_id}/ — Sends the summary invoice. */
export const useSendSummaryInvoice = mutationHook('sendSummaryInvoice');

/** POST administrator/client/{client_id}/sync-packages/ — Syncs the client's packages with NAV in the background. */
export const useSyncClientPackages = mutationHook('syncClientPackages');

/** GET administrator/client-contracts/{client_id}/ — A client's latest and older contracts. */
export const useClientContracts = queryHook('clientContracts');

/** POST administrator/client-user-connection/ — Confirms or revokes a signer's authorisation. */
export const useSetClientUserConnection = mutationHook('setClientUserConnection');

/** POST administrator/file-upload/{contract_id}/ — Uploads a signed contract document. */
export const useUploadContractFile = mutationHook('uploadContractFile');

/** PUT document/end-contract/{contract_id}/ — Terminates a contract in the web environment. */
export const useEndContract = mutationHook('endContract');

/** GET administrator/all-clients/ — Every client company. */
export const useAdminAllClients = queryHook('adminAllClients');

/** GET administrator/users/ — Users of clients, partners or the operator. */
export const useAdminUsers = queryHook('adminUsers');

/** GET administrator/users/{clientId} — Users of one client. */
export const useAdminClientUsers = queryHook('adminClientUsers');

/** POST administrator/users/ — Adds a client, partner or operator user. */
export const useAdminAddUser = mutationHook('adminAddUser');

/** PUT administrator/users/{userId}/ — Changes a user's details. */
export const useAdminUpdateUser = mutationHook('adminUpdateUser');

/** POST administrator/send-new-password/{userId}/ — Sends a user a password reset link. */
export const useSendNewPassword = mutationHook('sendNewPassword');

/** DELETE administrator/partner/{id}/ — Removes a partner user. */
export const useDeletePartnerUser = mutationHook('deletePartnerUser');

/** DELETE administrator/epp/{id}/ — Removes an operator user. */
export const useDeleteEppUser = mutationHook('deleteEppUser');

/** DELETE administrator/user/{id}/ — Removes a client user. */
export const useDeleteClientUser = mutationHook('deleteClientUser');

/** GET administrator/show-warranted-info-to-client/{clientId}/ — Whether the client sees its warranted person. */
export const useAdminShowWarrantedInfo = queryHook('adminShowWarrantedInfo');

/** GET administrator/client/{clientId}/warranted-users/ — Warranted persons of a client. */
export const useWarrantedPersons = queryHook('warrantedPersons');

/** POST administrator/client/{clientId}/warranted-users/ — Adds a warranted person. */
export const useAddWarrantedPerson = mutationHook('addWarrantedPerson');

/** PUT administrator/client/{clientId}/warranted-users/{warrantId}/ — Changes a warranted person. */
export const useUpdateWarrantedPerson = mutationHook('updateWarrantedPerson');

/** DELETE administrator/client/{clientId}/warranted-users/{warrantId}/ — Deletes a warranted person. */
export const useDeleteWarrantedPerson = mutationHook('deleteWarrantedPerson');

/** POST administrator/warrant-file-upload/{warrantId}/ — Uploads the warrant document (asice, bdoc, pdf, ddoc, edoc). */
export const useUploadWarrantFile = mutationHook('uploadWarrantFile');

/** GET administrator/sync-classifiers/ — Updates the classifiers from NAV. */
export const useSyncClassifiers = mutationHook('syncClassifiers');
