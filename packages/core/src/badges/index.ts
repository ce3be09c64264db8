export {
  type BadgeTone,
  contractStatusTone,
  invoiceStatusTone,
  packageStatusTone,
  rpetStatusTone,
  salesReportStatusTone,
  testResultTone,
} from './badges';
