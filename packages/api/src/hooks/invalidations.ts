import type { EndpointName, EndpointNameOfKind } from '../endpoints/index';

/** Refresh every query of the kit: the active profile changed, so everything the user sees did. */
export const EVERYTHING = '*';

type Refreshes = readonly (EndpointName | typeof EVERYTHING)[];

const registryLists = ['applications', 'adminPackagesInTest', 'adminPackagesInRetest', 'registryPackages'] as const;
const partnerLists = [
  'partnerPackagesInTest',
  'partnerPackagesUnconfirmed',
  'partnerPackagesConfirmed',
  'partnerPackagesAll',
] as const;
const adminSalesLists = ['adminSalesReports', 'adminUnsubmittedSalesReports', 'adminUnconfirmedSalesReports'] as const;
const adminUserLists = ['adminUsers', 'adminClientUsers'] as const;
const classifiers = [
  'eanTypes',
  'categories',
  'packageTypes',
  'colors',
  'volumes',
  'volumesByType',
  'processFees',
] as const;

/**
 * What each change makes stale: after a mutation succeeds, the queries of these endpoints refetch.
 * Every mutation is listed (a test checks it), also those that refresh nothing, so a new call cannot be
 * forgotten.
 */
export const invalidations: Record<EndpointNameOfKind<'mutation'>, Refreshes> = {
  // session: login and logout reset all state themselves (hooks/session.ts)
  logout: [],
  login: [],
  passwordReset: [],
  passwordResetToken: [],
  passwordChange: [],
  setActiveClient: [EVERYTHING],
  setActivePartner: [EVERYTHING],
  setActiveEpp: [EVERYTHING],
  setLanguage: ['currentUser'],
  // profile
  updatePersonalProfile: ['personalProfile', 'currentUser'],
  updateCompanyProfile: ['companyProfile'],
  updateUserSettings: ['userSettings', 'currentUser'],
  updateUser: ['users'],
  deleteUser: ['users'],
  addUser: ['users'],
  markNotificationRead: ['notifications'],
  deleteNotification: ['notifications'],
  // login and signing
  mobileLogin: [],
  smartLogin: [],
  idCardLogin: [],
  idCardCertificateLogin: [],
  idCardLoginStatus: [],
  createContract: ['contracts', 'currentUser'],
  signContract: ['contracts', 'currentUser'],
  signIdCard: [],
  signMobile: [],
  signSmart: [],
  signContainerIdCard: [],
  signContainerMobile: [],
  signContainerSmart: [],
  // packages
  deletePackage: ['packages', 'pendingApplication', 'latestPackages', 'packageDetails', ...registryLists],
  addPackage: ['pendingApplication'],
  submitApplication: ['pendingApplication', 'packages', 'latestPackages', 'invoices', 'applications'],
  // sales reports
  createSalesRepair: ['salesReports', 'latestReports', ...adminSalesLists],
  importSalesReport: ['salesReportDetail', 'salesReports'],
  importSalesRepair: ['salesRepairDetail', 'salesReports'],
  changeSalesLine: ['salesReportDetail'],
  changeRepairLine: ['salesRepairDetail'],
  submitSalesReport: [
    'salesReports',
    'salesReportDetail',
    'salesRepairDetail',
    'latestReports',
    'dashboardStatistics',
    'invoices',
  ],
  deleteSalesRepair: ['salesReports', 'salesReportDetail', 'latestReports', ...adminSalesLists],
  approveRepairReport: [...adminSalesLists, 'adminSalesReportDetail', 'adminSalesRepairDetail'],
  deleteSalesReport: [...adminSalesLists],
  // return, additional-deposit and rPET reports
  confirmReturnReports: ['returnReports', 'returnReport'],
  deleteReturnReport: ['returnReports'],
  importReturnReports: ['returnReports'],
  importReturnReport: ['returnReports', 'returnReport'],
  deleteAdditionalDepositReport: ['additionalDepositReports'],
  syncAdditionalDepositReports: ['additionalDepositReports', 'additionalDepositReport'],
  syncAdditionalDepositReport: ['additionalDepositReports', 'additionalDepositReport'],
  submitRpetReport: ['rpetReports', 'rpetReport'],
  unsubmitRpetReport: ['rpetReports', 'rpetReport'],
  deleteRpetReport: ['rpetReports'],
  changeRpetLine: ['rpetReport'],
  importRpetReport: ['rpetReports', 'rpetReport'],
  generateRpetReports: ['rpetReports'],
  generateRpetReport: ['rpetReports'],
  // comments (a return line shows its comment count) and payment
  addComment: ['comments', 'returnReport'],
  deleteComment: ['comments', 'returnReport'],
  startPayment: [],
  // registry and testing
  generateApplicationInvoice: ['applications', 'packageDetails'],
  sendToTesting: [...registryLists, 'packageDetails', 'packageTests'],
  activatePackages: [...registryLists, 'packageDetails'],
  confirmTests: [...registryLists, 'packageDetails', 'packageTests', ...partnerLists],
  updatePackage: [...registryLists, 'packageDetails'],
  deleteRegisteredPackage: [...registryLists],
  confirmTestingCompleted: [...partnerLists],
  updatePackageTest: ['packageTests', 'packageDetails', ...partnerLists],
  // operator: clients, users, contracts
  sendInvoiceReminder: [],
  sendSummaryInvoice: [],
  syncClientPackages: ['adminClient'],
  // confirming the signer can make the contract valid: the client's status in the list and on its page follows
  setClientUserConnection: ['clientContracts', 'adminAllClients', 'adminClient'],
  uploadContractFile: ['clientContracts', 'adminAllClients'],
  endContract: ['clientContracts', 'adminAllClients', 'adminClient'],
  // a client's user count shows in the clients list and on its page
  adminAddUser: [...adminUserLists, 'adminAllClients', 'adminClient'],
  adminUpdateUser: [...adminUserLists],
  sendNewPassword: [],
  deletePartnerUser: [...adminUserLists],
  deleteEppUser: [...adminUserLists],
  deleteClientUser: [...adminUserLists, 'adminAllClients', 'adminClient'],
  addWarrantedPerson: ['warrantedPersons'],
  updateWarrantedPerson: ['warrantedPersons'],
  deleteWarrantedPerson: ['warrantedPersons'],
  uploadWarrantFile: ['warrantedPersons'],
  syncClassifiers: [...classifiers],
};
