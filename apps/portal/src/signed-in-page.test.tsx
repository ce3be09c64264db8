// @vitest-environment jsdom
import { createApiClient, createSessionStore, memoryStorage } from '@epp/api';
import { createEppI18n } from '@epp/i18n';
import { EppProvider } from '@epp/widgets/provider';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import SignedInPage from './signed-in-page';

/** A client whose current-user call fails once with a 500 (then answers nothing we need: the retry is counted). */
function failingUserClient() {
  const calls: string[] = [];
  const session = createSessionStore({ storage: memoryStorage() });
  session.start('key-1', { loginMethod: 'email', cert: null });
  const fetch: typeof globalThis.fetch = async (input) => {
    calls.push(String(input));
    return new Response(JSON.stringify({ detail: 'Andmebaas ei vasta' }), { status: 500 });
  };
  return { api: createApiClient({ baseUrl: 'http://api.test/api/v1/', session, fetch }), calls };
}

describe('SignedInPage', () => {
  it('says why the user could not be loaded and offers a retry, instead of spinning forever', async () => {
    const { api, calls } = failingUserClient();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <EppProvider i18n={createEppI18n({ language: 'et' })} queryClient={queryClient} apiClient={api}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SignedInPage entries={[]} params={{}} />
        </MemoryRouter>
      </EppProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Andmebaas ei vasta');
    const userCalls = () => calls.filter((url) => url.includes('rest-auth/user')).length;
    expect(userCalls()).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Proovi uuesti' }));
    await within(await screen.findByRole('alert')).findByText(/Andmebaas ei vasta/);
    expect(userCalls()).toBe(2);
  });

  it('draws the shell’s frame with the loading indicator in it while the user loads, not a spinner on a blank page', async () => {
    const session = createSessionStore({ storage: memoryStorage() });
    session.start('key-1', { loginMethod: 'email', cert: null });
    const fetch: typeof globalThis.fetch = () => new Promise<Response>(() => {});
    const api = createApiClient({ baseUrl: 'http://api.test/api/v1/', session, fetch });
    render(
      <EppProvider i18n={createEppI18n({ language: 'et' })} queryClient={new QueryClient()} apiClient={api}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <SignedInPage entries={[]} params={{}} />
        </MemoryRouter>
      </EppProvider>,
    );
    const frame = await screen.findByTestId('shell-skeleton');
    expect(within(frame).getByRole('progressbar', { name: 'Laadimine…' })).toBeTruthy();
  });
});
