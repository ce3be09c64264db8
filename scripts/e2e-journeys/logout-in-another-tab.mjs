// Two tabs of the portal share one session (issue #26): a log out in one ends it in the other at once (the other
// tab goes to /login and keeps no data of the session). (A login in one tab reaching the other is not checked here:
// in demo mode each tab runs its own in-browser server, which learns of the other's sessions only on a reload.)
export const title = 'a log out in one tab signs the other tab out at once';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, exact: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, exact, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const other = await page.context().newPage();
  const logOut = (tab) =>
    tab
      .getByRole('button', { name: exact(et.screens.shell.appShell.logout) })
      .first()
      .click();

  await step('log in by e-mail in the first tab → dashboard', () => logInByEmail(page));
  await step('the second tab opens /invoices in the same session', async () => {
    await other.goto('/invoices');
    await other.getByRole('table', { name: et.screens.client.invoices.caption }).waitFor();
  });
  await step('log out in the first tab → the second tab is at /login, without the invoices', async () => {
    await logOut(page);
    await page.waitForURL('**/login');
    await other.waitForURL('**/login');
    if ((await other.getByRole('table').count()) !== 0) throw new Error('the second tab still shows a table');
  });
  await done();
}
