import { useDashboardStatistics, useLatestPackages, useLatestReports } from '@epp/api/hooks';
import { formatDisplayPeriod, formatMoney } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Card, Link, PageTitle, Spinner, StatTile } from '@epp/ui';
import { useLocation } from 'react-router';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { ContractBanner } from '../shared/contract-banner';
import { screenRoot } from '../shared/screen.styles';
import { useActiveClient } from '../shared/use-active-client';
import { cardsGrid, figuresRow, statisticsBody } from './dashboard.styles';
import { CardError, LatestPackagesCard, LatestReportsCard } from './dashboard-cards';
import { StatisticsChart } from './statistics-chart';

export interface DashboardScreenProps {
  /** The server's permission check for adding packages (spec client §6, not shown). Default true. */
  canAddPackages?: boolean;
}

/** What /dashboard/contract passes when the contract exists already (create-contract answered 208). */
export const CONTRACT_EXISTS_STATE = 'contract-exists';

const Root = styled.div`
  ${screenRoot}
`;
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

/**
 * The client's dashboard (/dashboard): latest packages, latest sales reports and the statistics (stacked
 * monthly bars, overdue invoices, balance — a dash when the server has none —, active packages, best
 * month). Each card loads and fails on its own, with a retry.
 */
export function DashboardScreen(props: DashboardScreenProps) {
  return (
    <ScreenRouter>
      <DashboardContent {...props} />
    </ScreenRouter>
  );
}

function DashboardContent({ canAddPackages = true }: DashboardScreenProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const location = useLocation();
  const active = useActiveClient(canAddPackages);
  const packages = useLatestPackages();
  const reports = useLatestReports();
  const statistics = useDashboardStatistics();
  const stats = statistics.data;
  const months = (stats?.months ?? []).map((month) => ({
    date: month.date,
    deposit: month.deposit_total,
    processFee: month.process_fee_total,
    currentYear: month.current_year,
  }));

  return (
    <Root>
      <PageTitle labels={[t('screens.client.dashboard.title')]} />
      {location.state === CONTRACT_EXISTS_STATE && (
        <Alert tone="info" title={t('screens.client.dashboard.contractExists')} />
      )}
      <ContractBanner contract={active.contract} />
      <Grid>
        <LatestPackagesCard
          data={packages.data}
          mayRegister={active.mayRegister}
          load={{ error: packages.error, onRetry: () => void packages.refetch() }}
        />
        <LatestReportsCard data={reports.data} load={{ error: reports.error, onRetry: () => void reports.refetch() }} />
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
                  value={stats ? String(stats.overdue_invoices) : undefined}
                  tone={stats && stats.overdue_invoices > 0 ? 'error' : 'default'}
                  hint={
                    stats ? (
                      <Link href="/invoices" variant="inline">
                        {t('screens.client.dashboard.statistics.invoicesLink')}
                      </Link>
                    ) : undefined
                  }
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.balance')}
                  value={stats && stats.invoice_balance !== null ? formatMoney(stats.invoice_balance, language) : null}
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.activePackages')}
                  value={stats ? String(stats.packages_total) : undefined}
                />
                <StatTile
                  label={t('screens.client.dashboard.statistics.bestMonth')}
                  value={stats?.best_month?.month ? periodText(stats.best_month.month) : null}
                />
              </Figures>
              {stats && months.length > 0 && <StatisticsChart months={months} />}
              {stats && months.length === 0 && <p>{t('screens.client.dashboard.statistics.noMonths')}</p>}
            </>
          )}
        </Body>
      </Card>
    </Root>
  );
}
