export {
  type BadgeTone,
  contractStatusTone,
  invoiceStatusTone,
  packageStatusTone,
  rpetStatusTone,
  salesReportStatusTone,
  testResultTone,
} from './badges';
export {
  packageTestStatus,
  returnReportStatus,
  STATUS_FAMILIES,
  STATUS_FAMILY_NAMES,
  type StatusFamily,
  type StatusValue,
  statusTone,
  statusValueOf,
  userVerificationStatus,
} from './status-families';
