import { usePendingApplication } from '@epp/api/hooks';
import { formatMoney, packageApplicationFee } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Button, Card, Link } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { ApiPackageForm } from '@epp/widgets/package-form';
import { styled } from 'styled-components';
import { useToday } from '../../kit/clock';
import { useRouteTitle } from '../../kit/routes';
import { actionRow, createScreen, mutedNote, ScreenLayout } from '../../kit/screen-layout';
import { PendingApplicationTable } from '../../packages';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';
import { SubmitResultAlerts } from './submit-result-alerts';
import { useSubmitPendingApplication } from './use-submit-pending-application';

/** The screen takes no props: the permission to add packages is the server's, on the current user. */
export type AddPackageScreenProps = Record<never, never>;

const Actions = styled.div`
  ${actionRow}
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 460px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const Note = styled.p`
  ${mutedNote}
`;

/** The application's invoice total (spec §9: 52 € + VAT per package, rounded to cents) at today's VAT rate. */
function ApplicationTotal({ packageCount }: { packageCount: number }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const fee = packageApplicationFee(packageCount, { date: useToday() });
  return (
    <Note>
      {t('screens.client.addPackage.total', {
        total: formatMoney(fee.total.toFixed(2), language),
        vat: formatMoney(fee.vat.toFixed(2), language),
      })}
    </Note>
  );
}

function AddPackageContent() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const active = useActiveClient();
  const pending = usePendingApplication(undefined, { enabled: active.mayRegister });
  const rows = pending.data ?? [];
  const submit = useSubmitPendingApplication(rows.map((row) => row.id));

  return (
    <ScreenLayout
      title={useRouteTitle(routes.client.addPackage)}
      banner={<ContractBanner contract={active.contract} />}
    >
      <Actions>
        <Link href={routes.client.packages.to()} variant="standalone">
          {t('screens.client.addPackage.back')}
        </Link>
      </Actions>
      {active.contract === 'active' && !active.mayRegister && (
        <Alert tone="info" role="none" title={t('screens.client.addPackage.notAllowed')} />
      )}
      {active.mayRegister && active.client && (
        <Columns>
          <ApiPackageForm clientId={active.client.id} headingLevel={2} />
          <Card title={t('screens.client.addPackage.pendingTitle')}>
            <CardBody>
              <PendingApplicationTable
                rows={rows}
                caption={t('screens.client.addPackage.pendingCaption')}
                isCaptionHidden
                emptyText={t('screens.client.addPackage.pendingEmpty')}
                isLoading={pending.isLoading}
                error={
                  pending.error ? failureText('screens.client.addPackage.pendingLoadError', pending.error) : undefined
                }
                onRetry={() => void pending.refetch()}
              />
              <Note>{t('screens.client.addPackage.fee')}</Note>
              {rows.length > 0 && <ApplicationTotal packageCount={rows.length} />}
              <SubmitResultAlerts result={submit.result} />
              <Actions>
                <Button
                  onPress={() => void submit.run()}
                  isPending={submit.isPending}
                  isDisabled={rows.length === 0 && !submit.isPending}
                >
                  {t('screens.client.addPackage.submit')}
                </Button>
              </Actions>
            </CardBody>
          </Card>
        </Columns>
      )}
    </ScreenLayout>
  );
}

/**
 * Registering packages (/packages/add-package): the package form (each package joins the pending
 * application), the pending application's table and "submit the application". Submitting creates an invoice
 * and may partly fail: the failed packages are listed by EAN, and whenever an invoice was created the
 * 5-day payment message shows, both beside the submit button. Without an active contract or the permission
 * there is no form.
 */
export const AddPackageScreen = createScreen<AddPackageScreenProps>('AddPackageScreen', AddPackageContent);
