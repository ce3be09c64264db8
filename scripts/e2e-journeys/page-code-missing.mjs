// A deploy replaces the chunks while a tab is open (issue #26 "nothing blank"): the tab asks for a page's code by
// its old name and gets nothing. The portal reloads once (the new build's names); when the code is still missing
// it shows "Lehte ei õnnestunud kuvada" with "Laadi uuesti" inside the shell, never a blank page, and the button
// brings the page once the code is there again.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const title =
  'a page whose code cannot be loaded: one reload, then the failure inside the shell, then "Laadi uuesti"';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../apps/portal/dist');

/** The built chunk of the invoices screen, from the build's manifest (its name carries a hash). */
function invoicesChunk() {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const entry = Object.entries(manifest).find(([source]) => source.endsWith('screens/src/client/invoices/index.ts'));
  if (!entry) throw new Error('the manifest has no chunk for the invoices screen');
  return path.join(dist, entry[1].file);
}

/**
 * Takes the chunk off the server, as a deploy does to the old build's files (the demo's service worker passes the
 * browser's requests on, so Playwright's request routing would never see them). Gives the way to put it back.
 */
function hide(file) {
  renameSync(file, `${file}.hidden`);
  return () => {
    if (existsSync(`${file}.hidden`)) renameSync(`${file}.hidden`, file);
  };
}

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, et }) {
  const { page, done } = await openPage(browser, baseUrl, {
    // the failure the page's boundary logs (first: its text holds the import's), and the missing chunk before and
    // after the reload (the server answers its SPA page for it: the browser refuses that as a module), and React's
    // own report of the error the boundary caught
    repeatedConsoleErrors: [
      /^page failed/,
      /Failed to load module script|Failed to load resource/,
      /Failed to fetch dynamically imported module/,
    ],
  });
  const chunk = invoicesChunk();
  let restore = () => {};
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });

  await step('log in by e-mail → dashboard; accept cookies', async () => {
    await logInByEmail(page);
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
  });

  try {
    await step(
      `the invoices screen's code is gone (${path.basename(chunk)}); sidebar "Arved" → one reload, then the failure`,
      async () => {
        restore = hide(chunk);
        const loadsBefore = loads;
        await page
          .getByRole('link', { name: exact(et.routes.invoices) })
          .first()
          .click();
        await page.getByTestId('page-failure').getByText(et.portal.pageFailure.title).waitFor();
        if (loads !== loadsBefore + 1) throw new Error(`expected one reload, saw ${loads - loadsBefore}`);
        if (new URL(page.url()).pathname !== '/invoices') throw new Error(`the address is ${page.url()}`);
        // the shell stays around the failure: its sidebar is there to go elsewhere
        await page
          .getByRole('navigation')
          .getByRole('link', { name: exact(et.routes.dashboard) })
          .first()
          .waitFor();
      },
    );

    await step('the code is back: "Laadi uuesti" → the invoices page', async () => {
      restore();
      await page.getByRole('button', { name: et.portal.pageFailure.reload }).click();
      await page.getByRole('table', { name: et.screens.client.invoices.caption }).waitFor();
      await expectOneHeading(page);
    });
  } finally {
    restore();
  }
  await done();
}
