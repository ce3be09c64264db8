import { useAdminClient } from '@epp/api/hooks';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  RecordLoadFailure,
  type RecordLoadTexts,
  RouteTabs,
  recordLoadStatus,
  ScreenLayout,
  type ScreenRoute,
  tabbedSections,
  useRouteTitle,
} from '../../kit';
import { routes } from '../../routes/route-table';
import { clientPageTabs, OPERATOR_USERS_TABS } from '../users-tabs';

export interface ClientPageLayoutProps {
  /** The page's route (the profile's or the users'), for its title. */
  route: Pick<ScreenRoute<string>, 'title'>;
  /** The client's id from the address; NaN where malformed (the tabs are then not drawn). */
  clientId: number;
  /** The page draws the client's load failure itself (the profile's business data section), not the frame. */
  pageShowsClientFailure?: boolean;
  children: ReactNode;
}

// The page's sections under its own tabs, spaced as every page's sections are (the inner tab panel has no gap).
const Sections = styled.div`
  ${tabbedSections}
`;

const CLIENT_LOAD_TEXTS: RecordLoadTexts = {
  failure: 'screens.operator.clientBusiness.loadError',
  notFound: 'screens.operator.clientBusiness.notFound',
  toList: { path: routes.operator.clients.to(), label: 'screens.operator.clientBusiness.toList' },
};

/**
 * The frame of one client's page for the operator (/users/clients/{id}[/profile|/users]): the users tab bar with
 * "Kliendid" current, the client's name after the title once known, and the page's own Profile and Users tabs.
 * Both tabs read the client (GET administrator/client/{id}/) through the same query, so switching tabs asks once.
 * A client that is not there (a 404, a malformed id) is "not found" with a way to the clients, in place of the
 * page; any other failure of that read is said above the page, with a retry.
 */
export function ClientPageLayout({ route, clientId, pageShowsClientFailure = false, children }: ClientPageLayoutProps) {
  const isValidId = Number.isFinite(clientId);
  const client = useAdminClient({ params: { client_id: clientId } }, { enabled: isValidId });
  const name = client.data?.name;
  const page =
    recordLoadStatus(client, isValidId) === 'not-found' ? (
      <RecordLoadFailure load={client} isValidId={isValidId} texts={CLIENT_LOAD_TEXTS} />
    ) : (
      <Sections>
        {!pageShowsClientFailure && <RecordLoadFailure load={client} texts={CLIENT_LOAD_TEXTS} />}
        {children}
      </Sections>
    );
  return (
    <ScreenLayout
      title={useRouteTitle(route)}
      {...(name === undefined ? {} : { titleSuffix: name })}
      tabs={OPERATOR_USERS_TABS}
    >
      {isValidId ? <RouteTabs {...clientPageTabs(clientId)}>{page}</RouteTabs> : page}
    </ScreenLayout>
  );
}
