// The frame of every screen story: the API providers over the story's MSW fixture handlers, and a memory
// router at the screen's path, so links, navigation and route params work as in the portal. A navigation
// away lands on a small page naming the path, which play functions assert on.
//
//   parameters: { screen: { path: '/reports/sale/12', route: '/reports/sale/:id' }, msw: { handlers: ... } }
//   parameters: { screen: { path: '/dashboard/contract', login: { loginMethod: 'mobile_id', cert: null } } }
import type { LoginFacts } from '@epp/core';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiProviders } from './api-providers';

export interface ScreenParameters {
  /** The URL the story opens at, e.g. '/reports/sale/12?tab=lines'. Default '/'. */
  path?: string;
  /** The route pattern the screen is served at, for its params, e.g. '/reports/sale/:id'. Default: path. */
  route?: string;
  /** How the user logged in, as a login records it with the session (see ApiProviders). Default: no session. */
  login?: LoginFacts;
  /** The route state the screen was opened with (what another screen passed to `navigate(path, { state })`). */
  state?: unknown;
}

/**
 * Where a navigation went (data-testid="navigated-to"), e.g. after a submit that leads to the dashboard; a
 * list that sent its own address along (navigation state `from`) has it in `data-from`.
 */
function NavigatedTo() {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return (
    <output data-testid="navigated-to" data-from={typeof from === 'string' ? from : undefined}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** A path with its query as react-router's location parts. */
function splitPath(path: string): { pathname: string; search: string } {
  const index = path.indexOf('?');
  return index < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, index), search: path.slice(index) };
}

export const withScreen: Decorator = (Story, context) => {
  const { path = '/', route, login, state } = (context.parameters.screen ?? {}) as ScreenParameters;
  const pattern = route ?? path.split('?')[0] ?? '/';
  return (
    <ApiProviders {...(login ? { login } : {})}>
      <MemoryRouter initialEntries={[state === undefined ? path : { ...splitPath(path), state }]}>
        <Routes>
          <Route path={pattern} element={<Story />} />
          <Route path="*" element={<NavigatedTo />} />
        </Routes>
      </MemoryRouter>
    </ApiProviders>
  );
};
