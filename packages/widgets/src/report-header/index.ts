export {
  additionalDepositHeaderModel,
  displayDate,
  type HeaderEntry,
  type HeaderModel,
  type HeaderOptions,
  headerModel,
  type ReportHeaderData,
  type ReportKind,
  returnsHeaderModel,
  rpetHeaderModel,
  salesHeaderModel,
} from './header-models';
export {
  ReportHeader,
  ReportHeaderLayout,
  type ReportHeaderLayoutProps,
  type ReportHeaderProps,
} from './report-header';
export { reportHeaderTextAreas } from './text-areas';
