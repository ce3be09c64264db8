import type { useLatestPackages, useLatestReports } from '@epp/api/hooks';
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Card, Link, Spinner, StatTile, VisuallyHidden } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { StatusBadge } from '@epp/widgets/status-badge';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { mutedNote } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { cardBody, figuresRow, latestList, reportsTable } from './dashboard.styles';

type LatestPackages = NonNullable<ReturnType<typeof useLatestPackages>['data']>;
type LatestReports = NonNullable<ReturnType<typeof useLatestReports>['data']>;

const Body = styled.div`
  ${cardBody}
`;
const Figures = styled.div`
  ${figuresRow}
`;
const List = styled.ul`
  ${latestList}
`;
const Table = styled.table`
  ${reportsTable}
`;
const Muted = styled.p`
  ${mutedNote}
`;

interface LoadState {
  error: unknown;
  onRetry: () => void;
}

/** A card's load failure: the translated error and a retry, never a blank card. */
export function CardError({ error, onRetry }: LoadState) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  return (
    <Alert tone="error" role="none" title={t('screens.client.dashboard.loadError', { error: errorText(error) })}>
      <Button variant="secondary" size="sm" onPress={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}

/** A card's body for data that loads: the error with a retry, a spinner, or the content made from the data. */
function LoadedBody<T>({
  data,
  load,
  children,
}: {
  data: T | undefined;
  load: LoadState;
  children: (data: T) => ReactNode;
}) {
  return (
    <Body aria-busy={!data && !load.error}>
      {load.error ? <CardError {...load} /> : !data ? <Spinner showLabel /> : children(data)}
    </Body>
  );
}

export interface LatestPackagesCardProps {
  data: LatestPackages | undefined;
  /** "Register new package" shows only when the contract and permission allow it. */
  mayRegister: boolean;
  load: LoadState;
}

/** Total packages (a link to the list), the not registered count, the shortcut to register, the newest names. */
export function LatestPackagesCard({ data, mayRegister, load }: LatestPackagesCardProps) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  return (
    <Card
      title={t('screens.client.dashboard.latestPackages.title')}
      actions={
        mayRegister ? (
          <Button size="sm" onPress={() => navigate(routes.client.addPackage.to())}>
            {t('screens.client.dashboard.latestPackages.register')}
          </Button>
        ) : undefined
      }
    >
      <LoadedBody data={data} load={load}>
        {(data) => (
          <>
            <Figures>
              <StatTile
                label={t('screens.client.dashboard.latestPackages.total')}
                value={
                  <Link
                    href={routes.client.packages.to()}
                    variant="standalone"
                    aria-label={t('screens.client.dashboard.latestPackages.allLink', {
                      count: data.all_packages_count,
                    })}
                  >
                    {String(data.all_packages_count)}
                  </Link>
                }
              />
              <StatTile
                label={t('screens.client.dashboard.latestPackages.notRegistered')}
                value={String(data.not_registered_packages)}
              />
            </Figures>
            {data.packages.length === 0 && <Muted>{t('screens.client.dashboard.latestPackages.empty')}</Muted>}
            {data.packages.length > 0 && (
              <List aria-label={t('screens.client.dashboard.latestPackages.listLabel')}>
                {data.packages.map((item) => (
                  <li key={`${item.name}|${item.created_at}`}>
                    <span>{item.name}</span>
                    <span>{t('screens.client.dashboard.latestPackages.createdAt', { date: item.created_at })}</span>
                  </li>
                ))}
              </List>
            )}
          </>
        )}
      </LoadedBody>
    </Card>
  );
}

export interface LatestReportsCardProps {
  data: LatestReports | undefined;
  load: LoadState;
}

/**
 * Total reports (a link to the sales list), the not submitted count (a warning tile above 0), and the newest
 * periods with their status; a row opens its report (the period is the row's link for keyboards).
 */
export function LatestReportsCard({ data, load }: LatestReportsCardProps) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const notSubmitted = data?.not_submitted_reports_count ?? 0;
  return (
    <Card title={t('screens.client.dashboard.latestReports.title')}>
      <LoadedBody data={data} load={load}>
        {(data) => (
          <>
            <Figures>
              <StatTile
                label={t('screens.client.dashboard.latestReports.total')}
                value={
                  <Link
                    href={routes.client.salesReports.to()}
                    variant="standalone"
                    aria-label={t('screens.client.dashboard.latestReports.allLink', { count: data.all_reports_count })}
                  >
                    {String(data.all_reports_count)}
                  </Link>
                }
              />
              <StatTile
                label={t('screens.client.dashboard.latestReports.notSubmitted')}
                value={String(notSubmitted)}
                tone={notSubmitted > 0 ? 'warning' : 'default'}
                hint={notSubmitted > 0 ? t('screens.client.dashboard.latestReports.notSubmittedHint') : undefined}
              />
            </Figures>
            {data.latest_reports.length === 0 && <Muted>{t('screens.client.dashboard.latestReports.empty')}</Muted>}
            {data.latest_reports.length > 0 && (
              <Table>
                <caption>
                  <VisuallyHidden>{t('screens.client.dashboard.latestReports.caption')}</VisuallyHidden>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('screens.client.dashboard.latestReports.period')}</th>
                    <th scope="col">{t('screens.client.dashboard.latestReports.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.latest_reports.map((report) => {
                    const period = formatDisplayPeriod(report.period);
                    const href = routes.client.salesReport.to({ id: report.id });
                    return (
                      <tr key={report.id} onClick={() => navigate(href)}>
                        <td>
                          <Link
                            href={href}
                            variant="inline"
                            aria-label={t('screens.client.dashboard.latestReports.open', { period })}
                          >
                            {period}
                          </Link>
                        </td>
                        <td>
                          <StatusBadge family="salesReport" value={report.status.value} label={report.status.label} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Table>
            )}
          </>
        )}
      </LoadedBody>
    </Card>
  );
}
