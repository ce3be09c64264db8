// The server ends the session (client spec §8, operator spec §7: "Any 401 response ... clears the session ...
// 'Ootamatu viga serverile päringut tehes.'"): the demo backend answers 401 to a token it no longer knows, as a
// server does, so the portal's own handling runs: the stored session is cleared, and the user lands on the login
// page with the spec's message; a new login works and returns to the page the user was on, with its filters
// (issue #26: the redirect saved it, nothing read it).
export const title =
  'a 401 from the server ends the session: the login page with "Ootamatu viga serverile päringut tehes.", then back to the page';

/** @param kit {{ browser, baseUrl, step, openPage, logInByEmail, et }} */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, et }) {
  // every query in flight when the session is gone answers 401; the browser logs each
  const { page, done } = await openPage(browser, baseUrl, { repeatedConsoleErrors: [/status of 401/] });
  await step('log in by e-mail → dashboard', () => logInByEmail(page));
  await step('open the invoices with 50 rows a page (/invoices?size=50)', async () => {
    await page.goto('/invoices?size=50');
    await page.getByRole('table', { name: et.screens.client.invoices.caption }).waitFor();
  });

  await step('the server ends the session behind the portal’s back (its token logged out elsewhere)', async () => {
    const status = await page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('epp.session') ?? '{}');
      const response = await fetch('/api/v1/rest-auth/logout/', {
        method: 'POST',
        headers: { Authorization: `Token ${token}` },
      });
      return response.status;
    });
    if (status >= 300) throw new Error(`logging the token out answered ${status}`);
  });

  await step(
    'the portal’s next call (the user switches to ENG) answers 401 → /login with the spec’s message, the session cleared',
    async () => {
      await page
        .getByRole('button', { name: new RegExp(et.widgets.languageSwitch.short.en) })
        .first()
        .click();
      await page.waitForURL('**/login');
      await page.getByText(et.errors.unexpected).waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('epp.session'));
      if (stored !== null) throw new Error(`the session is still stored after the 401: ${stored}`);
    },
  );

  await step('logging in again returns to /invoices?size=50', () =>
    logInByEmail(page, undefined, (url) => url.pathname === '/invoices' && url.searchParams.get('size') === '50'),
  );
  await done();
}
