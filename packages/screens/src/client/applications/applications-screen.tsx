import { usePendingApplication } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Button, ConfirmDialog } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { useRouteTitle } from '../../kit/routes';
import { actionRow, createScreen, mutedNote, ScreenLayout } from '../../kit/screen-layout';
import { PendingApplicationTable } from '../../packages';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';
import { usePendingDelete } from './use-pending-delete';

/** The screen takes no props: the permission to add packages is the server's, on the current user. */
export type ApplicationsScreenProps = Record<never, never>;

// The intro and the button share a line, centred on each other.
const Actions = styled.div`
  ${actionRow}
  align-items: center;
  justify-content: space-between;
`;
const Intro = styled.p`
  ${mutedNote}
`;
/** Holds the page's controls for the focus after a delete; lays nothing out itself. */
const Page = styled.div`
  display: contents;
`;

function ApplicationsContent() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const active = useActiveClient();
  const pending = usePendingApplication();
  const rows = pending.data ?? [];
  const page = useRef<HTMLDivElement>(null);
  const focusPage = useCallback(() => page.current?.querySelector<HTMLElement>('button, table')?.focus(), []);
  const remove = usePendingDelete(page, rows, focusPage);
  const { deletion } = remove;
  const deleting = deletion.subject;
  return (
    <ScreenLayout
      title={useRouteTitle(routes.client.applications)}
      banner={<ContractBanner contract={active.contract} />}
    >
      <Page ref={page}>
        <Actions>
          <Intro>{t('screens.client.applications.intro')}</Intro>
          {active.mayRegister && (
            <Button onPress={() => navigate(routes.client.addPackage.to())}>
              {t('screens.client.applications.add')}
            </Button>
          )}
        </Actions>
        <PendingApplicationTable
          rows={rows}
          caption={t('screens.client.applications.pendingCaption')}
          emptyText={t('screens.client.applications.empty')}
          isLoading={pending.isLoading}
          error={pending.error ? failureText('screens.client.applications.pendingLoadError', pending.error) : undefined}
          onRetry={() => void pending.refetch()}
          cellContext={remove.cellContext}
        />
      </Page>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && deletion.close()}
        variant="danger"
        title={t('screens.client.applications.deleteTitle')}
        confirmLabel={t('screens.client.applications.deleteConfirm')}
        onConfirm={deletion.confirm}
        failure={(error) => ({ title: failureText('screens.client.applications.deleteFailed', error) })}
      >
        {deleting && <p>{t('screens.client.applications.deleteText', { name: deleting.name, ean: deleting.EAN })}</p>}
      </ConfirmDialog>
    </ScreenLayout>
  );
}

/**
 * The client's pending application (/applications): the packages added but not yet submitted, each with a
 * delete button (asked first: a mistyped package need not be invoiced), and the way to the registration view
 * where the application is submitted. Empty when nothing waits.
 */
export const ApplicationsScreen = createScreen<ApplicationsScreenProps>('ApplicationsScreen', ApplicationsContent);
