// The body both detail screens share (the original at /reports/sale/{id}, the repair at .../repair): the
// header with totals, the lines with editable quantities, print, export and submit.
import {
  apiQueryKey,
  useChangeRepairLine,
  useChangeSalesLine,
  useExportSalesRepair,
  useExportSalesReport,
  usePackages,
  useSalesRepairDetail,
  useSalesReportDetail,
  useSubmitSalesReport,
} from '@epp/api/hooks';
import type { SalesLine, SalesReportDetail } from '@epp/api/schemas';
import { formatDisplayPeriod, type IsoDate, isSalesReportSubmitted, periodOfDate } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, announce, Button, ChevronLeftIcon, ConfirmDialog, PageTitle } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { ReportHeader } from '@epp/widgets/report-header';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { SalesLinesTable } from './sales-lines-table';
import * as listStyles from './sales-list.styles';
import * as styles from './sales-report.styles';
import { detailTotals, isDetailEditable, packageIdOf, quantityToSend, withSavedLine } from './sales-report-lines';
import { salesListState } from './sales-report-notice';

const Page = styled.div`
  ${listStyles.page}
`;
const Toolbar = styled.div`
  ${styles.toolbar}
`;
const Notices = styled.div`
  ${listStyles.notices}
`;

/** What a screen adds to the shared body: more header actions (the repair's delete) and notices. */
export interface SalesReportExtras {
  actions?: ReactNode;
  notice?: ReactNode;
}

/** A failure shown on the page: kept as key and error, so it is translated again when the language changes. */
export interface PageFailure {
  key: TranslationKey;
  error: unknown;
}

/** Why a line's save failed: the API's error, or a package missing from the client's list. */
type LineFailure = { error: unknown } | { missingEan: string };

export interface SalesReportViewProps {
  /** The original's id (the repair routes take it too). */
  reportId: number;
  isRepair: boolean;
  today: IsoDate;
  /** Extra actions and notices once the report is loaded; `showError` puts a failure (message key with an `{{error}}` slot) on the page. */
  extras?: (detail: SalesReportDetail, tools: { showError: (failure: PageFailure) => void }) => SalesReportExtras;
}

export function SalesReportView({ reportId, isRepair, today, extras }: SalesReportViewProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const input = { params: { id: reportId } };
  const original = useSalesReportDetail(input, { enabled: !isRepair });
  const repair = useSalesRepairDetail(input, { enabled: isRepair });
  const query = isRepair ? repair : original;
  const packages = usePackages();
  const changeLine = useChangeSalesLine();
  const changeRepairLine = useChangeRepairLine();
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  const submit = useSubmitSalesReport();
  const [lineErrors, setLineErrors] = useState<Readonly<Record<number, LineFailure>>>({});
  const [pageError, setPageError] = useState<PageFailure | null>(null);
  const [isSubmitOpen, setSubmitOpen] = useState(false);

  const detail = query.data;
  const currentPeriod = periodOfDate(today);
  const isEditable = detail ? isDetailEditable(detail, currentPeriod) : false;
  const period = detail ? formatDisplayPeriod(detail.header.period) : undefined;

  const goBack = () => {
    // Back to where the user came from; opened directly (no history in the app), the sales list.
    if (location.key !== 'default') navigate(-1);
    else navigate('/reports/sales');
  };

  const saveQuantity = async (line: SalesLine, value: number | null) => {
    const quantity = quantityToSend(value, line.quantity);
    if (quantity === null) return;
    setLineErrors(({ [line.id]: _, ...rest }) => rest);
    // The package list may still be loading (or have failed) when the first quantity is saved: ask for it then.
    const packageList = packages.data ?? (await packages.refetch()).data ?? [];
    const packageId = packageIdOf(line, packageList);
    if (packageId === null) {
      setLineErrors((current) => ({ ...current, [line.id]: { missingEan: line.EAN } }));
      throw new Error(`No package with EAN ${line.EAN}`);
    }
    try {
      const change = isRepair ? changeRepairLine : changeLine;
      const saved = await change.mutateAsync({ params: { reportId }, body: { package: packageId, quantity } });
      // The answer is the saved line: put it in the report at once, so the totals follow before the refetch.
      queryClient.setQueryData<SalesReportDetail>(
        apiQueryKey(isRepair ? 'salesRepairDetail' : 'salesReportDetail', input),
        (current) => current && withSavedLine(current, saved),
      );
    } catch (error) {
      setLineErrors((current) => ({ ...current, [line.id]: { error } }));
      announce(failureText('screens.client.salesReport.quantityFailed', error), 'assertive');
      throw error;
    }
  };

  const lineErrorText = (line: SalesLine): string | undefined => {
    const failure = lineErrors[line.id];
    if (!failure) return undefined;
    if ('missingEan' in failure) {
      const reason = t('screens.client.salesReport.packageNotFound', { ean: failure.missingEan });
      return t('screens.client.salesReport.quantityFailed', { error: reason });
    }
    return failureText('screens.client.salesReport.quantityFailed', failure.error);
  };

  const exportExcel = () => {
    setPageError(null);
    (isRepair ? exportRepair : exportReport)
      .mutateAsync(input)
      .catch((error: unknown) => setPageError({ key: 'screens.client.salesReport.exportFailed', error }));
  };

  const confirmSubmit = async () => {
    if (!detail) return;
    setPageError(null);
    try {
      await submit.mutateAsync({ body: { is_repair: isRepair, sales_report_id: detail.report.id } });
      navigate('/reports/sales', {
        state: salesListState({ kind: isRepair ? 'repairSubmitted' : 'submitted', period: detail.header.period }),
      });
    } catch (error) {
      // The dialog closes; the reason shows on the page, and the report can be submitted again.
      setPageError({ key: 'screens.client.salesReport.submitFailed', error });
    }
  };

  const added = detail ? extras?.(detail, { showError: setPageError }) : undefined;
  const titleLabels = [t('screens.client.salesReports.sectionLabel'), t('screens.client.salesReport.title')];
  const titleSuffix = period && (isRepair ? `${period} ${t('widgets.reportHeader.repair')}` : period);

  return (
    <Page>
      <PageTitle labels={titleLabels} suffix={titleSuffix} />
      <Toolbar>
        <Button variant="secondary" size="sm" onPress={goBack}>
          <ChevronLeftIcon />
          {t('screens.client.salesReport.back')}
        </Button>
      </Toolbar>
      {query.isError && (
        <Alert tone="error" title={failureText('screens.client.salesReport.loadFailed', query.error)}>
          <Button variant="secondary" size="sm" onPress={() => void query.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      )}
      {query.isPending && !query.isError && <ReportHeader isLoading kind="sales" />}
      {detail && (
        <>
          <ReportHeader
            data={{ kind: 'sales', detail }}
            actions={
              <>
                <Button variant="secondary" onPress={() => window.print()}>
                  {t('screens.client.salesReport.print')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={exportExcel}
                  isPending={(isRepair ? exportRepair : exportReport).isPending}
                >
                  {t('screens.client.salesReport.export')}
                </Button>
                {added?.actions}
                {isEditable && (
                  <Button onPress={() => setSubmitOpen(true)} isPending={submit.isPending}>
                    {t('screens.client.salesReport.submit')}
                  </Button>
                )}
              </>
            }
          />
          <Notices>
            {pageError && (
              <Alert
                tone="error"
                title={failureText(pageError.key, pageError.error)}
                onDismiss={() => setPageError(null)}
              />
            )}
            {added?.notice}
            {detail.report.is_vat_free && (
              <Alert tone="info" role="none" title={t('screens.client.salesReport.vatFree')} />
            )}
            {!isEditable && (
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
            onQuantityCommit={saveQuantity}
            errorOf={lineErrorText}
          />
          <ConfirmDialog
            isOpen={isSubmitOpen}
            onOpenChange={setSubmitOpen}
            title={t('screens.client.salesReport.submitTitle')}
            confirmLabel={t('screens.client.salesReport.submit')}
            onConfirm={confirmSubmit}
          >
            <p>
              {t(isRepair ? 'screens.client.salesReport.submitRepairText' : 'screens.client.salesReport.submitText', {
                period,
              })}
            </p>
          </ConfirmDialog>
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
    </Page>
  );
}
