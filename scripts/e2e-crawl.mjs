// The route crawl of the e2e (issue #13): for each demo account — client, partner, operator and the
// multi-profile one — log in on the built portal and open every route of @epp/screens' table that its role
// may open (real ids of the demo data for parameterized paths); and, logged out, every public route. Each page
// must show its title (the shell's h1: the route's labels joined with " · ") and then its content — a screen
// that has finished loading with no error alert — with no console error and no failed request. Once loaded, the h1 must be what the route table says:
// its labels, then at most one part more, a suffix (a report's period) that repeats none of them. Aliases and the catch-all must land where routes.md
// says. The crawl grows with the table: a new route is opened without a change here. Then it follows the links
// each signed-in page renders in its content (issue #25: the details' alert links once led to pages that were not
// built): one link of each kind (its route and its query's keys), which must be a route of the table that opens
// where it points, with its title, settled and with no error. And (issue #29) no route scrolls sideways at the
// crawl's 1280 × 900: `main`, or any scrolling element in it, is measured on every route of every role; the
// overflows are listed together in a last step (KNOWN_OVERFLOWS names the routes still open, with their ceiling).
import { loadRouteData } from './route-data.mjs';

const SETTLE_TIMEOUT = 15_000;

/**
 * How far `main` scrolls sideways, px (scrollWidth − clientWidth), or of its widest scrolling descendant: issue #29
 * asks that no list of the portal scroll sideways at 1280 × 900 (the crawl's viewport). 0 when nothing does.
 */
/**
 * The routes that still scroll sideways at 1280 px, with the most they may (an open issue names each): a wider
 * overflow, or any on another route, fails the crawl. Remove an entry when its route fits. None now: the summary
 * report, the last, folds its descriptive columns and groups its months under their years
 * (reports/summary/DECISIONS.md).
 * @type {Record<string, number>}
 */
export const KNOWN_OVERFLOWS = {};

async function horizontalOverflow(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return { px: 0, where: '' };
    let worst = { px: main.scrollWidth - main.clientWidth, where: 'main' };
    for (const element of main.querySelectorAll('*')) {
      const over = element.scrollWidth - element.clientWidth;
      if (over <= worst.px || element.clientWidth === 0) continue;
      const { overflowX } = getComputedStyle(element);
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      const label = element.getAttribute('aria-label') ?? element.querySelector('caption')?.textContent ?? '';
      worst = { px: over, where: `${element.tagName.toLowerCase()}${label ? ` "${label.trim().slice(0, 40)}"` : ''}` };
    }
    return worst;
  });
}

/** Fills a path pattern with the example parameters of its route. */
function addressOf(route, examples) {
  return route.path.replace(/:(\w+)/g, (_, name) => {
    const value = examples[route.id]?.[name];
    if (value === undefined)
      throw new Error(`crawl: no demo example for :${name} of ${route.id} (fixtures/src/demo/route-examples.ts)`);
    return encodeURIComponent(value);
  });
}

/**
 * Why the h1 a loaded page shows is not its route's title (the labels joined with " · ", optionally one more part
 * that repeats none of them, e.g. "Aruanded · Müügiaruanne · Parandus · 10.2026"), or null when it is.
 */
export function titleMismatch(shown, labels) {
  const title = labels.join(' · ');
  if (shown === title) return null;
  if (!shown.startsWith(`${title} · `)) return `the title is "${shown}", expected "${title}"`;
  const suffix = shown.slice(title.length + ' · '.length);
  if (suffix.includes(' · ')) return `the title is "${shown}": more than one part after "${title}"`;
  const repeated = labels.find((label) => suffix.toLowerCase().includes(label.toLowerCase()));
  if (repeated) return `the title is "${shown}": its suffix "${suffix}" repeats the label "${repeated}"`;
  return null;
}

/** The route of the table a path belongs to, or undefined (a link to no route of the table). */
export function routeOfPath(routeTable, pathname) {
  return routeTable.find((route) => {
    const pattern = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
    return new RegExp(`^${pattern}/?$`).test(pathname);
  });
}

/** What makes a followed link new: its route (for the role) and the names of its query's parameters. */
export function linkKind(routeTable, href, role) {
  const url = new URL(href, 'http://portal.test');
  const candidates = routeTable.filter((route) => route.access === role || route.access === 'public');
  const route = routeOfPath(candidates, url.pathname);
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${route?.id ?? `no route: ${url.pathname}`}?${keys}`;
}

/** Waits until the page has loaded what it shows: nothing busy, no spinner, and then checks for error alerts. */
async function expectSettledContent(page, what) {
  // Tables say aria-busy while they load; spinners (the route's code, the current user) are progress bars.
  await page.waitForFunction(
    () => document.querySelector('[aria-busy="true"], [role="progressbar"]') === null,
    undefined,
    { timeout: SETTLE_TIMEOUT },
  );
  // Alerts carry their tone (a status badge or a stat tile in the error colour is content, not an error).
  const errors = await page.locator('[data-alert-tone="error"]').allInnerTexts();
  if (errors.length > 0) throw new Error(`${what}: an error is shown: ${errors.join(' | ')}`);
}

function recordFailedRequests(page, failures) {
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A navigation cancels what the page left behind was still loading (net::ERR_ABORTED): that is no failure.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) failures.push(`failed ${request.method()} ${request.url()} (${reason})`);
  });
}

/**
 * @param {object} options
 * @param {(name: string, action: () => Promise<void>) => Promise<void>} options.step
 * @param {(browser: object, baseUrl: string) => Promise<{ page: object, done: () => Promise<void> }>} options.openPage
 * @param {(page: object, account: { email: string, password: string }) => Promise<void>} options.logIn
 * @param {(key: string) => string} options.text the Estonian text of a key
 */
export async function crawlRoutes(browser, baseUrl, { step, openPage, logIn, text }) {
  const { routeTable, demoRouteExamples, demoAccounts } = await loadRouteData();
  const examples = demoRouteExamples();
  let opened = 0;
  let linksFollowed = 0;
  // Gathered over every role and reported together after the last (one run names every route that overflows).
  const allOverflows = [];

  const visit = async (page, failures, route, overflows) => {
    const address = addressOf(route, examples);
    failures.length = 0;
    // Inside the app, as a link would (the router's own navigation; a full load per route costs seconds).
    await page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, address);
    if (route.redirectTo) {
      await page.waitForFunction((target) => window.location.pathname === target, route.redirectTo, {
        timeout: SETTLE_TIMEOUT,
      });
    } else if (route.access !== 'public') {
      const title = route.title.map(text).join(' · ');
      const shown = await page
        .waitForFunction((expected) => document.querySelector('h1')?.textContent?.trim().startsWith(expected), title, {
          timeout: SETTLE_TIMEOUT,
        })
        .then(() => null)
        .catch(async () =>
          page
            .locator('h1')
            .first()
            .innerText()
            .catch(() => '(no h1)'),
        );
      if (shown !== null) throw new Error(`${address}: the title is "${shown}", expected "${title}"`);
    } else {
      await page.locator('h1').first().waitFor();
    }
    await expectSettledContent(page, address);
    if (!route.redirectTo && route.access !== 'public') {
      const shown = ((await page.locator('h1').first().textContent()) ?? '').trim();
      const mismatch = titleMismatch(shown, route.title.map(text));
      if (mismatch) throw new Error(`${address}: ${mismatch}`);
    }
    if (failures.length > 0) throw new Error(`${address}: failed requests: ${failures.join(', ')}`);
    if (overflows) {
      const { px, where } = await horizontalOverflow(page);
      const allowed = KNOWN_OVERFLOWS[route.path] ?? 0;
      if (px > allowed) overflows.push(`${address} scrolls sideways by ${px} px (${where}; allowed ${allowed})`);
    }
    opened += 1;
  };

  /** Opens one link of each kind the page's content renders, as a click would (inside the app). */
  const followLinks = async (page, failures, role, followed, from) => {
    const hrefs = await page.$$eval('main a[href]', (links) => links.map((link) => link.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs)].filter((href) => href.startsWith('/') && !href.startsWith('//'));
    for (const href of internal) {
      const kind = linkKind(routeTable, href, role);
      if (followed.has(kind)) continue;
      followed.add(kind);
      if (kind.startsWith('no route:')) throw new Error(`a link of ${from} leads to no route of the table: ${href}`);
      const target = routeOfPath(
        routeTable.filter((route) => route.access === role),
        new URL(href, 'http://portal.test').pathname,
      );
      failures.length = 0;
      await page.evaluate((address) => {
        window.history.pushState(null, '', address);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, href);
      const expected = target?.redirectTo ?? new URL(href, 'http://portal.test').pathname;
      await page
        .waitForFunction((path) => window.location.pathname === path, expected, { timeout: SETTLE_TIMEOUT })
        .catch(async () => {
          throw new Error(
            `the link ${href} of ${from} landed on ${await page.evaluate(() => window.location.pathname)}`,
          );
        });
      if (target && !target.redirectTo) {
        const title = target.title.map(text).join(' · ');
        await page
          .waitForFunction((t) => document.querySelector('h1')?.textContent?.trim().startsWith(t), title, {
            timeout: SETTLE_TIMEOUT,
          })
          .catch(() => {
            throw new Error(`the link ${href} of ${from}: the title is not "${title}"`);
          });
      }
      await expectSettledContent(page, `the link ${href} of ${from}`);
      if (failures.length > 0) throw new Error(`the link ${href} of ${from}: failed requests: ${failures.join(', ')}`);
      linksFollowed += 1;
    }
  };

  await step('crawl: every public route, logged out; an unknown path → /login', async () => {
    const { page, done } = await openPage(browser, baseUrl);
    const failures = [];
    recordFailedRequests(page, failures);
    await page.goto('/no-such-page');
    await page.waitForURL('**/login');
    await page.goto('/reports/sales');
    await page.waitForURL('**/login');
    // Last: opening a valid password link signs the visitor in (the link is exchanged for a session).
    await page.goto('/login');
    for (const route of routeTable.filter((entry) => entry.access === 'public')) await visit(page, failures, route);
    await done();
  });

  // An account of another company than the examples' (e.g. the one without a contract) is left out.
  for (const account of demoAccounts.filter((entry) => entry.crawled)) {
    const role = account.role === 'multi' ? 'operator' : account.role;
    const routes = routeTable.filter((entry) => entry.access === role);
    await step(
      `crawl: ${account.email} (${role}) opens its ${routes.length} routes; an unknown path → its landing`,
      async () => {
        const { page, done } = await openPage(browser, baseUrl);
        await logIn(page, account);
        const landing = new URL(page.url()).pathname;
        const failures = [];
        recordFailedRequests(page, failures);
        const followed = new Set();
        const overflows = [];
        for (const route of routes) {
          try {
            await visit(page, failures, route, overflows);
            if (!route.redirectTo) await followLinks(page, failures, role, followed, route.id);
          } catch (error) {
            throw new Error(`${route.id} (${route.path}): ${error.message}`);
          }
        }
        await page.goto('/no-such-page');
        await page.waitForURL((url) => url.pathname === landing, { timeout: SETTLE_TIMEOUT });
        await done();
        allOverflows.push(...overflows.map((line) => `${role}: ${line}`));
      },
    );
  }
  await step('crawl: no route scrolls sideways at 1280 × 900 (issue #29)', async () => {
    if (allOverflows.length === 0) return;
    // The step's error shows one line: the whole list goes to the log first.
    for (const line of allOverflows) console.error(`    ${line}`);
    throw new Error(`${allOverflows.length} route(s) scroll sideways: ${allOverflows.join('; ')}`);
  });
  return { opened, linksFollowed };
}
