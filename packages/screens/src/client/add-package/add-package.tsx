import { usePendingApplication, useSubmitApplication } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Card, Link, PageTitle } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { ApiPackageForm } from '@epp/widgets/package-form';
import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ScreenRouter } from '../../shared/screen-router';
import { ContractBanner } from '../shared/contract-banner';
import { actionRow, mutedNote, screenRoot } from '../shared/screen.styles';
import { useActiveClient } from '../shared/use-active-client';
import { type ApplicationOutcome, applicationOutcome, failedProductLine } from './application-outcome';
import { PendingApplicationTable } from './pending-table';

export interface AddPackageScreenProps {
  /** The server's permission check for adding packages (spec client §6, not shown). Default true. */
  canAddPackages?: boolean;
}

const Root = styled.div`
  ${screenRoot}
`;

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

/**
 * Registering packages (/packages/add-package): the package form (each package joins the pending
 * application), the pending application's table and "submit the application". Submitting creates an invoice
 * and may partly fail: the failed packages are listed by EAN, and whenever an invoice was created the
 * 5-day payment message shows. Without an active contract or the permission there is no form.
 */
export function AddPackageScreen(props: AddPackageScreenProps) {
  return (
    <ScreenRouter>
      <AddPackageContent {...props} />
    </ScreenRouter>
  );
}

function AddPackageContent({ canAddPackages = true }: AddPackageScreenProps) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const active = useActiveClient(canAddPackages);
  const pending = usePendingApplication(undefined, { enabled: active.mayRegister });
  const submit = useSubmitApplication();
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(null);
  const [submitError, setSubmitError] = useState<unknown>(null);
  const submitting = useRef(false);
  const rows = pending.data ?? [];

  const submitApplication = async () => {
    // A second press while the first is on its way does nothing: the application is sent once.
    if (submitting.current || rows.length === 0) return;
    submitting.current = true;
    setOutcome(null);
    setSubmitError(null);
    const ids = rows.map((row) => row.id);
    try {
      const answer = await submit.mutateAsync({ body: { packages_list: ids } });
      setOutcome(applicationOutcome(ids, answer.failed_products));
    } catch (error) {
      setSubmitError(error ?? new Error('failed'));
    } finally {
      submitting.current = false;
    }
  };

  const lines = (failed: ApplicationOutcome & { kind: 'partial' | 'failed' }) =>
    failed.failed.map((product) => failedProductLine(product, (ean, reason) => t('errors.row', { ean, reason })));

  return (
    <Root>
      <PageTitle labels={[t('screens.client.packages.title'), t('screens.client.addPackage.title')]} />
      <Actions>
        <Link href="/packages" variant="standalone">
          {t('screens.client.addPackage.back')}
        </Link>
      </Actions>
      <ContractBanner contract={active.contract} />
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
                  pending.error
                    ? t('screens.client.addPackage.pendingLoadError', { error: errorText(pending.error) })
                    : undefined
                }
                onRetry={() => void pending.refetch()}
              />
              <Note>{t('screens.client.addPackage.fee')}</Note>
              {/* An invoice was made (all or some packages went in): pay within 5 days. */}
              {(outcome?.kind === 'submitted' || outcome?.kind === 'partial') && (
                <Alert tone="success" title={t('screens.client.addPackage.submitted')}>
                  {t('screens.client.addPackage.payWithin')}{' '}
                  <Link href="/invoices" variant="inline">
                    {t('screens.client.addPackage.invoicesLink')}
                  </Link>
                </Alert>
              )}
              {outcome?.kind === 'partial' && (
                <Alert tone="warning" title={t('screens.client.addPackage.partial')} lines={lines(outcome)} />
              )}
              {outcome?.kind === 'failed' && (
                <Alert tone="error" title={t('screens.client.addPackage.allFailed')} lines={lines(outcome)} />
              )}
              {submitError !== null && (
                <Alert
                  tone="error"
                  title={t('screens.client.addPackage.submitError', { error: errorText(submitError) })}
                />
              )}
              <Actions>
                <Button
                  onPress={submitApplication}
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
    </Root>
  );
}
