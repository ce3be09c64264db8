// The page of a sales report, the original's (/reports/sale/{id}) and its repair's (.../repair), for every
// role: the title with the period, Back, the header with totals, print (to Excel), the lines with editable
// quantities. What differs by role comes in from its screen: the rule that allows editing, the header's further
// actions (the client's delete and submit), notices, and the sales list Back leads to.
import {
  useAdminSalesRepairDetail,
  useAdminSalesReportDetail,
  useExportSalesRepair,
  useExportSalesReport,
  useSalesRepairDetail,
  useSalesReportDetail,
} from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { formatDisplayPeriod, isSalesReportSubmitted } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { ReportHeader } from '@epp/widgets/report-header';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  BackButton,
  ExportButton,
  type ExportTexts,
  RecordLoadFailure,
  ScreenLayout,
  type ScreenLayoutProps,
} from '../../kit';
import { SalesLinesTable } from './sales-lines-table';
import * as styles from './sales-report.styles';
import { detailTotals } from './sales-report-lines';
import { useLineSaves } from './use-line-saves';
import { useReportArrivalNotice } from './use-report-arrival-notice';

const Notices = styled.div`
  ${styles.notices}
`;

/** The page alert of a report's failed action (export, submit, delete): a new failure replaces the last one. */
export const SALES_REPORT_FAILURE = 'sales-report-failure';

const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.client.salesReport.exported',
  failed: (error) => failureMessage('screens.client.salesReport.exportFailed', error),
  alertId: SALES_REPORT_FAILURE,
};

/** What a role's screen adds to the page once the report is loaded: header actions after export, notices. */
export interface SalesReportExtras {
  actions?: ReactNode;
  notice?: ReactNode;
}

export interface SalesReportViewProps {
  /** The original's id (the repair routes take it too). */
  reportId: number;
  isRepair: boolean;
  /** Whose calls load the report: the client's own (default), or the administrator's, for any company. */
  audience?: 'client' | 'admin';
  /** The page's title labels: its route's (the repair's route says "Parandus"); the report's period follows them. */
  title: readonly string[];
  /** The role's report tabs above the report. */
  tabs?: ScreenLayoutProps['tabs'];
  /** Where Back leads when the report was opened directly (no earlier page in the app): the role's sales list. */
  listPath: string;
  /** Whether the quantities may be changed: the role's rule. */
  isEditable: (detail: SalesReportDetail) => boolean;
  /** The role's header actions and notices, once the report is loaded. */
  extras?: (detail: SalesReportDetail, report: { isEditable: boolean }) => SalesReportExtras;
  /** Whether a report that cannot be edited says why (the client's; the operator never edits one). */
  hasReadOnlyNote?: boolean;
}

export function SalesReportView({
  reportId,
  isRepair,
  audience = 'client',
  title,
  tabs,
  listPath,
  isEditable: isEditableFor,
  extras,
  hasReadOnlyNote = true,
}: SalesReportViewProps) {
  const { t } = useEppTranslation();
  const input = { params: { id: reportId } };
  const isAdmin = audience === 'admin';
  const adminInput = { params: { sales_report_id: reportId } };
  const original = useSalesReportDetail(input, { enabled: !isRepair && !isAdmin });
  const repair = useSalesRepairDetail(input, { enabled: isRepair && !isAdmin });
  const adminOriginal = useAdminSalesReportDetail(adminInput, { enabled: !isRepair && isAdmin });
  const adminRepair = useAdminSalesRepairDetail(adminInput, { enabled: isRepair && isAdmin });
  const query = isAdmin ? (isRepair ? adminRepair : adminOriginal) : isRepair ? repair : original;
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  const detail = query.data;
  const isEditable = detail ? isEditableFor(detail) : false;
  const lines = useLineSaves(reportId, isRepair, isEditable);
  const period = detail ? formatDisplayPeriod(detail.header.period) : undefined;
  useReportArrivalNotice();

  const printToExcel = () => (isRepair ? exportRepair : exportReport).mutateAsync(input);

  const added = detail ? extras?.(detail, { isEditable }) : undefined;

  return (
    <ScreenLayout title={title} titleSuffix={period} {...(tabs ? { tabs } : {})}>
      <BackButton parentPath={listPath} label="screens.client.salesReport.back" />
      {/* The spec has no "not found" text for a sales report: it says so as the other reports do (DECISIONS.md). */}
      <RecordLoadFailure
        load={query}
        texts={{
          failure: 'screens.client.salesReport.loadFailed',
          notFound: 'screens.client.salesReport.notFound',
          toList: { path: listPath, label: 'screens.client.salesReport.toList' },
        }}
      />
      {query.isPending && !query.isError && <ReportHeader isLoading kind="sales" />}
      {detail && (
        <>
          <ReportHeader
            data={{ kind: 'sales', detail }}
            audience={audience}
            actions={
              <>
                {/* Spec §2: "a print button exports to Excel" (the report as the server's workbook). */}
                <ExportButton save={printToExcel} texts={EXPORT_TEXTS}>
                  {t('screens.client.salesReport.print')}
                </ExportButton>
                {added?.actions}
              </>
            }
          />
          <Notices>
            {added?.notice}
            {detail.report.is_vat_free && (
              <Alert tone="info" role="none" title={t('screens.client.salesReport.vatFree')} />
            )}
            {!isEditable && hasReadOnlyNote && (
              <Alert
                tone="info"
                role="none"
                title={t(
                  isSalesReportSubmitted(detail.report)
                    ? 'screens.client.salesReport.readOnlySubmitted'
                    : 'screens.client.salesReport.readOnlyOld',
                )}
              />
            )}
          </Notices>
          <SalesLinesTable
            lines={detail.lines}
            totals={detailTotals(detail)}
            isEditable={isEditable}
            onQuantityCommit={lines.save}
            errorOf={lines.errorOf}
          />
        </>
      )}
      {query.isPending && !query.isError && (
        <SalesLinesTable
          lines={[]}
          totals={null}
          isEditable={false}
          onQuantityCommit={async () => {}}
          errorOf={() => undefined}
          isLoading
        />
      )}
    </ScreenLayout>
  );
}
