// The host's security headers (issue #26): a <meta> CSP cannot forbid framing, so the build writes the headers a
// host sends (security-headers.json, _headers) and the reference host (scripts/serve-spa.mjs) sends them. Checked
// on the pages and a chunk, and by framing the portal from another page: the browser refuses to draw it, so its
// signing and payment buttons cannot be clicked through a frame.
export const title =
  'the host sends the CSP with frame-ancestors, nosniff and the Referrer-Policy; no page can frame the portal';

const EXPECTED = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, et }) {
  const { page, done } = await openPage(browser, baseUrl, {
    // the browser's own report of the frame it refused
    expectedConsoleErrors: [/violates the following Content Security Policy directive: "frame-ancestors 'none'"/],
  });

  await step('/, /login, /login/email, /invoices and a chunk carry the headers', async () => {
    await page.goto('/login');
    const chunk = await page.locator('script[type="module"][src]').first().getAttribute('src');
    for (const address of ['/', '/login', '/login/email', '/invoices', chunk]) {
      const response = await page.request.get(address);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      if (!policy.includes("frame-ancestors 'none'") || !policy.includes("script-src 'self'"))
        throw new Error(`${address}: Content-Security-Policy is "${policy}"`);
      for (const [name, value] of Object.entries(EXPECTED))
        if (headers[name] !== value) throw new Error(`${address}: ${name} is "${headers[name]}", expected "${value}"`);
    }
  });

  await step(
    'a page that frames /login gets nothing drawn in the frame, not even on the portal’s own origin',
    async () => {
      await page.goto('/cookies');
      // The frame's document request ends either refused (the browser read the headers and blocked it) or loaded.
      // Waiting for that request's end is one event, whatever the frame's URL shows meanwhile (about:blank, then
      // /login or Chromium's error page, in either order against this step).
      const framedLogin = (request) =>
        request.frame() !== page.mainFrame() && new URL(request.url()).pathname === '/login';
      const ended = Promise.race([
        page.waitForEvent('requestfailed', framedLogin).then((request) => request.failure()?.errorText ?? ''),
        page.waitForEvent('requestfinished', framedLogin).then(() => 'loaded'),
      ]);
      await page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.title = 'framed';
        frame.src = '/login';
        document.body.append(frame);
      });
      const outcome = await ended;
      if (!/ERR_BLOCKED_BY_RESPONSE/.test(outcome)) throw new Error(`the framed /login was not refused: ${outcome}`);
      const logins = await page
        .frameLocator('iframe[title="framed"]')
        .getByRole('link', { name: et.screens.public.login.emailLink })
        .count();
      if (logins !== 0) throw new Error('the login page was drawn inside another page’s frame');
    },
  );
  await done();
}
