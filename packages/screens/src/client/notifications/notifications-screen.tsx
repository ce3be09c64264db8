import { useNotifications } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { DataTable } from '@epp/ui';
import { useMemo, useRef } from 'react';
import { styled } from 'styled-components';
import {
  actionRow,
  CHECKED,
  checkboxFilter,
  createScreen,
  defineListFilters,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
  useToday,
} from '../../kit';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { routes } from '../../routes/route-table';
import { notificationColumns, notificationRows } from './notifications-columns';
import { useNotificationActions } from './use-notification-actions';

/** The page takes no props: "unread only", the sort and the page are in the address. */
export type NotificationsScreenProps = Record<never, never>;

/** `?unread=1`: only the unseen notifications (applied as it is ticked). */
const FILTERS = defineListFilters({ unread: checkboxFilter({ label: 'screens.client.notifications.onlyUnread' }) });

const Toolbar = styled.div`
  ${actionRow}
`;
/** Holds the toolbar and the table for the look-ups after a delete; lays nothing out itself. */
const Page = styled.div`
  display: contents;
`;

/**
 * /profile/notifications (spec §2 "Notifications", §4): the user's notifications, newest first, with an
 * "unread only" checkbox kept in the address; an unseen one can be marked read, any deleted. The list is the
 * bell's query, so the bell's count follows both.
 */
export const NotificationsScreen = createScreen<NotificationsScreenProps>('NotificationsScreen', Notifications);

function Notifications() {
  const { t } = useEppTranslation();
  const today = useToday();
  const list = useListUrlState({ filters: FILTERS, defaultSort: { id: 'created', desc: true } });
  const onlyUnread = list.applied.unread === CHECKED;
  const query = useNotifications();
  const rows = useMemo(() => notificationRows(query.data ?? [], onlyUnread), [query.data, onlyUnread]);
  const page = useRef<HTMLDivElement>(null);
  const filter = useRef<HTMLDivElement>(null);
  const actions = useNotificationActions(page, rows, () => filter.current?.querySelector('input')?.focus());

  return (
    <ScreenLayout title={useRouteTitle(routes.client.notifications)} tabs={CLIENT_PROFILE_TABS}>
      <Page ref={page}>
        <Toolbar ref={filter}>
          <ListFilterFields filters={FILTERS} list={list} options={{}} today={today} />
        </Toolbar>
        <DataTable
          {...list.table}
          caption={t('screens.client.notifications.caption')}
          isCaptionHidden
          data={rows}
          columns={notificationColumns}
          getRowId={(row) => row.id}
          isLoading={query.isPending}
          error={query.error ? t('errors.notifications') : undefined}
          onRetry={() => void query.refetch()}
          emptyText={t(onlyUnread ? 'screens.client.notifications.emptyUnread' : 'screens.client.notifications.empty')}
          cellContext={actions.cellContext}
        />
      </Page>
    </ScreenLayout>
  );
}
