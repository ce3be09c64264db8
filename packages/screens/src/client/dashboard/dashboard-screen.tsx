import { useDashboardStatistics, useLatestPackages, useLatestReports } from '@epp/api/hooks';
import { formatDisplayPeriod, formatMoney } from '@epp/core';
import { message, useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Card, Link, Spinner, StatTile } from '@epp/ui';
import { useDeferredValue } from 'react';
import { styled } from 'styled-components';
import { useArrivalNotice } from '../../kit/detail-page';
import { usePageAlerts } from '../../kit/page-alerts';
import { useRouteTitle } from '../../kit/routes';
import { createScreen, ScreenLayout } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';
import { contractExistsNoticeOf } from './contract-exists';
import { cardsGrid, figuresRow, statisticsBody } from './dashboard.styles';
import { CardError, LatestPackagesCard, LatestReportsCard } from './dashboard-cards';
import { StatisticsChart } from './statistics-chart';

/** The screen takes no props: the permission to add packages is the server's, on the current user. */
export type DashboardScreenProps = Record<never, never>;

const Grid = styled.div`
  ${cardsGrid}
`;
const Body = styled.div`
  ${statisticsBody}
`;
const Figures = styled.div`
  ${figuresRow}
`;
/** A spinner or an error takes the statistics' whole width. */
const FullRow = styled.div`
  grid-column: 1 / -1;
`;

const periodText = (month: string) => (/^\d{4}-\d{2}$/.test(month) ? formatDisplayPeriod(month) : month);

/** The contract page sent the user here because the contract exists already: say so on the page, once. */
function useContractExistsAlert() {
  const alerts = usePageAlerts();
  useArrivalNotice(contractExistsNoticeOf, (notice) =>
    alerts.show({ tone: 'info', title: message('screens.client.dashboard.contractExists'), id: notice }),
  );
}

function DashboardContent() {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const active = useActiveClient();
  const packages = useLatestPackages();
  const reports = useLatestReports();
  const statistics = useDashboardStatistics();
  useContractExistsAlert();
  // Each card's data arrives in a blocking update (the query cache is an external store): the cards draw deferred
  // copies, so what arrives is rendered as an interruptible update, in slices, not in one long main-thread task.
  const latestPackages = useDeferredValue(packages.data);
  const latestReports = useDeferredValue(reports.data);
  const stats = useDeferredValue(statistics.data);
  const months = (stats?.months ?? []).map((month) => ({
    date: month.date,
    deposit: month.deposit_total,
    processFee: month.process_fee_total,
    currentYear: month.current_year,
  }));

  return (
    <ScreenLayout title={useRouteTitle(routes.client.dashboard)} banner={<ContractBanner contract={active.contract} />}>
      <Grid>
        <LatestPackagesCard
          data={latestPackages}
          mayRegister={active.mayRegister}
          load={{ error: packages.error, onRetry: () => void packages.refetch() }}
        />
        <LatestReportsCard
          data={latestReports}
          load={{ error: reports.error, onRetry: () => void reports.refetch() }}
        />
      </Grid>
      <Card title={t('screens.client.dashboard.statistics.title')}>
        <Body aria-busy={!stats && !statistics.error}>
          {statistics.error ? (
            <FullRow>
              <CardError error={statistics.error} onRetry={() => void statistics.refetch()} />
            </FullRow>
          ) : !stats ? (
            <FullRow>
              <Spinner showLabel />
            </FullRow>
          ) : (
            <>
              <Figures>
                <StatTile
                  label={t('screens.client.dashboard.statistics.overdueInvoices')}
                  value={String(stats.overdue_invoices)}
                  tone={stats.overdue_invoices > 0 ? 'error' : 'default'}
                  hint={
                    <Link href={routes.client.invoices.to()} variant="inline">
                      {t('screens.client.dashboard.statistics.invoicesLink')}
                    </Link>
                  }
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.balance')}
                  value={stats.invoice_balance !== null ? formatMoney(stats.invoice_balance, language) : null}
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.activePackages')}
                  value={String(stats.packages_total)}
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.bestMonth')}
                  value={stats.best_month?.month ? periodText(stats.best_month.month) : null}
                />
              </Figures>
              {months.length > 0 && <StatisticsChart months={months} />}
              {months.length === 0 && <p>{t('screens.client.dashboard.statistics.noMonths')}</p>}
            </>
          )}
        </Body>
      </Card>
    </ScreenLayout>
  );
}

/**
 * The client's dashboard (/dashboard): latest packages, latest sales reports and the statistics (stacked
 * monthly bars, overdue invoices, balance — a dash when the server has none —, active packages, best
 * month). Each card loads and fails on its own, with a retry.
 */
export const DashboardScreen = createScreen<DashboardScreenProps>('DashboardScreen', DashboardContent);
