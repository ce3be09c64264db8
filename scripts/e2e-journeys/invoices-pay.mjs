// A client pays an invoice through the demo payment page (the demo's stand-in for the card provider) and comes
// back to the "settled" alert with the invoice paid; the preview is a real address (a reload opens it again).
export const title = 'pay an invoice through the demo payment page; the preview survives a reload';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const texts = et.screens.client.invoices;
  const preview = et.screens.client.invoicePreview;
  const demo = et.portal.demoPayment;
  const { page, done } = await openPage(browser, baseUrl);
  const table = () => page.getByRole('table', { name: texts.caption });
  let number = '';

  await step('log in by e-mail → dashboard; accept cookies', async () => {
    await logInByEmail(page);
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
  });

  await step('sidebar "Arved" → /invoices: the balance, "Maksa kõik" enabled, an unpaid invoice to pay', async () => {
    await page
      .getByRole('link', { name: exact(et.routes.invoices) })
      .first()
      .click();
    await page.waitForURL('**/invoices');
    await expectOneHeading(page);
    // Enabled once the balance and the user have loaded (it stays disabled while they load): wait for that.
    await page.getByRole('button', { name: texts.payAll, disabled: false }).waitFor();
    const pay = table()
      .getByRole('button', { name: startsWith(texts.payLabel.replace('{{number}}', '')) })
      .first();
    const label = (await pay.getAttribute('aria-label')) ?? '';
    number = label.slice(texts.payLabel.replace('{{number}}', '').length);
    if (!number) throw new Error(`no invoice number in "${label}"`);
  });

  await step(
    'the invoice number opens its preview at /invoices/{id}; a reload opens it again; Escape → /invoices, focus on the number',
    async () => {
      await table()
        .getByRole('link', { name: exact(number) })
        .click();
      await page.waitForURL(/\/invoices\/\d+$/);
      const dialog = page.getByRole('dialog', { name: preview.titleWithNumber.replace('{{number}}', number) });
      await dialog.getByRole('table', { name: preview.rowsCaption }).waitFor();
      await page.reload();
      await dialog.getByRole('table', { name: preview.rowsCaption }).waitFor();
      await page.keyboard.press('Escape');
      await page.waitForURL('**/invoices');
      await dialog.waitFor({ state: 'detached' });
      // the portal draws the list anew on the way back: focus still returns to the number the preview belongs to
      await page.waitForFunction((name) => document.activeElement?.textContent === name, number);
    },
  );

  await step(`"Maksa" on ${number || 'the invoice'} → the demo payment page with its amount`, async () => {
    await table()
      .getByRole('button', { name: texts.payLabel.replace('{{number}}', number) })
      .click();
    await page.waitForURL(/\/demo\/payment\?reference=EPP-PAY-/);
    await page.getByRole('heading', { level: 1, name: demo.title }).waitFor();
    await page.getByText(startsWith(demo.amount.replace('{{amount}}', ''))).waitFor();
  });

  await step('"Maksa" on the demo page → back at /invoices?payment_reference=…: the "settled" alert', async () => {
    await page.getByRole('button', { name: exact(demo.pay) }).click();
    await page.waitForURL(/\/invoices\?payment_reference=EPP-PAY-/);
    await page.getByText(texts.paymentReturn.settled).waitFor();
  });

  await step('the invoice is paid: status "Tasutud", its pay button replaced by the disabled "Tasutud"', async () => {
    const row = table()
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: exact(number) }) });
    await row.getByText(exact(et.status.invoice.Paid)).first().waitFor();
    const paidButton = row.getByRole('button', { name: exact(texts.paid) });
    if (!(await paidButton.isDisabled())) throw new Error('the paid invoice still offers a payment');
    if (
      await table()
        .getByRole('button', { name: texts.payLabel.replace('{{number}}', number) })
        .count()
    ) {
      throw new Error(`${number} still has a pay button`);
    }
  });

  await done();
}
