import {
  useCreateSalesRepair,
  useDeleteSalesRepair,
  useExportSalesRepair,
  useExportSalesReport,
  useSalesReports,
} from '@epp/api/hooks';
import { formatDisplayPeriod, type IsoDate, isoDateInTimeZone, periodOfDate } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, ConfirmDialog, DataTable, Link, MonthRangePicker, PageTitle } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { styled } from 'styled-components';
import {
  ImportReportModal,
  type ImportRequest,
  type SalesListActions,
  SalesListContext,
  type SalesListRow,
  type SalesRowAction,
  salesListColumns,
  salesListNoticeOf,
  salesListRange,
  salesListRows,
  salesReportPath,
} from '../../reports/sales';
import * as styles from '../../reports/sales/sales-list.styles';
import { ScreenRouter } from '../../shared/screen-router';

export interface SalesReportsScreenProps {
  /** Today (YYYY-MM-DD): the period filter's default and the "recent period" rules count from its month. Default: the real date in Tallinn. */
  today?: IsoDate;
}

/** A failure on the page: kept as key and error, so it is translated again when the language changes. */
interface PageAlert {
  id: number;
  key: TranslationKey;
  error: unknown;
}

const Page = styled.div`
  ${styles.page}
`;
const Toolbar = styled.div`
  ${styles.toolbar}
`;
const Notices = styled.div`
  ${styles.notices}
`;

/**
 * The client's sales reports (route /reports/sales): a month filter (the last 12 months by default, kept in
 * the address as ?from=&to=), the reports newest first with each repair as a second row, invoice links and a
 * row menu whose items follow @epp/core's rules; an import modal, template export, adding and deleting repairs.
 */
export function SalesReportsScreen({ today: todayProp }: SalesReportsScreenProps) {
  const [today] = useState(() => todayProp ?? isoDateInTimeZone(new Date()));
  return (
    <ScreenRouter>
      <SalesReportsPage today={todayProp ?? today} />
    </ScreenRouter>
  );
}

function SalesReportsPage({ today }: { today: IsoDate }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const currentPeriod = periodOfDate(today);
  const range = salesListRange(search, currentPeriod);
  const [pickerValue, setPickerValue] = useState<{ from: string | null; to: string | null }>(range);
  const reports = useSalesReports();
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  const createRepair = useCreateSalesRepair();
  const deleteRepair = useDeleteSalesRepair();
  const [alerts, setAlerts] = useState<PageAlert[]>([]);
  const [notice, setNotice] = useState(() => salesListNoticeOf(location.state));
  const [importing, setImporting] = useState<ImportRequest | null>(null);
  const [deleting, setDeleting] = useState<SalesListRow | null>(null);
  const alertCount = useRef(0);
  // The menu or button a dialog was opened from: focus goes back to it when the dialog closes.
  const trigger = useRef<Element | null>(null);

  const failure = (key: TranslationKey, error: unknown) => {
    alertCount.current += 1;
    const id = alertCount.current;
    setAlerts((current) => [{ id, key, error }, ...current]);
  };
  const restoreFocus = () => {
    const element = trigger.current;
    requestAnimationFrame(() => {
      if (element instanceof HTMLElement && element.isConnected) element.focus();
    });
  };

  const exportTemplate = (originalId: number, isRepair: boolean) => {
    const download = isRepair ? exportRepair : exportReport;
    download
      .mutateAsync({ params: { id: originalId } })
      .catch((error: unknown) => failure('errors.sales.template', error));
  };

  const onAction = (row: SalesListRow, action: SalesRowAction) => {
    const { id } = row.original;
    switch (action) {
      case 'edit-original':
      case 'view-original':
        navigate(salesReportPath(id, false));
        return;
      case 'edit-repair':
      case 'view-repair':
        navigate(salesReportPath(id, true));
        return;
      case 'import-original':
      case 'import-repair':
        setImporting({ originalId: id, period: row.period, isRepair: action === 'import-repair' });
        return;
      case 'export-original-template':
      case 'export-repair-template':
        exportTemplate(id, action === 'export-repair-template');
        return;
      case 'add-repair':
        createRepair
          .mutateAsync({ body: { sales_report_id: id } })
          .then(() => navigate(salesReportPath(id, true)))
          .catch((error: unknown) => failure('errors.sales.createRepair', error));
        return;
      case 'delete-repair':
        setDeleting(row);
        return;
    }
  };

  const listActions: SalesListActions = {
    currentPeriod,
    onAction,
    onTrigger: (element) => {
      trigger.current = element;
    },
  };

  const rows = reports.data ? salesListRows(reports.data, range) : [];
  const loadError = reports.error ? failureText('errors.sales.load', reports.error) : undefined;

  return (
    <Page>
      <PageTitle labels={[t('screens.client.salesReports.sectionLabel'), t('screens.client.salesReports.title')]} />
      <Notices>
        {notice && (
          <Alert
            tone="success"
            title={t(`screens.client.salesReports.${notice.kind}`, { period: formatDisplayPeriod(notice.period) })}
            onDismiss={() => setNotice(null)}
          >
            {notice.kind === 'submitted' && (
              <Link href="/invoices" variant="standalone">
                {t('screens.client.salesReports.payInvoice')}
              </Link>
            )}
          </Alert>
        )}
        {alerts.map((alert) => (
          <Alert
            key={alert.id}
            tone="error"
            title={failureText(alert.key, alert.error)}
            onDismiss={() => setAlerts((current) => current.filter((entry) => entry.id !== alert.id))}
          />
        ))}
      </Notices>
      <Toolbar>
        <MonthRangePicker
          label={t('screens.client.salesReports.periodFilter')}
          today={today}
          value={pickerValue}
          onChange={(next, problems) => {
            setPickerValue(next);
            if (next.from === null || next.to === null || problems.length > 0) return;
            setSearch({ from: next.from, to: next.to }, { replace: true, state: location.state });
          }}
        />
      </Toolbar>
      <SalesListContext.Provider value={listActions}>
        <DataTable
          caption={t('screens.client.salesReports.caption')}
          isCaptionHidden
          data={rows}
          columns={salesListColumns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => formatDisplayPeriod(row.period)}
          isLoading={reports.isPending}
          error={loadError}
          onRetry={() => void reports.refetch()}
          emptyText={t('screens.client.salesReports.empty')}
          onRowAction={(row) => navigate(salesReportPath(row.original.id, row.kind === 'repair'))}
        />
      </SalesListContext.Provider>
      <ImportReportModal
        request={importing}
        onClose={() => {
          setImporting(null);
          restoreFocus();
        }}
        onTemplateDownload={(request) => exportTemplate(request.originalId, request.isRepair)}
        onImported={(request) => {
          setImporting(null);
          navigate(salesReportPath(request.originalId, request.isRepair));
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => {
          if (isOpen) return;
          setDeleting(null);
          restoreFocus();
        }}
        variant="danger"
        title={t('screens.client.salesReports.deleteRepairTitle')}
        confirmLabel={t('screens.client.salesReports.actions.delete-repair')}
        onConfirm={async () => {
          if (!deleting) return;
          const period = deleting.period;
          try {
            await deleteRepair.mutateAsync({ params: { id: deleting.original.id } });
            setNotice({ kind: 'repairDeleted', period });
          } catch (error) {
            failure('screens.client.salesReports.deleteRepairFailed', error);
          }
        }}
      >
        {deleting && (
          <p>{t('screens.client.salesReports.deleteRepairText', { period: formatDisplayPeriod(deleting.period) })}</p>
        )}
      </ConfirmDialog>
    </Page>
  );
}
