export const title = "change the profile's phone on the edit view (saved on blur) and see it after a reload";

const NEW_PHONE = '+3725550123';

/** @param kit { browser, baseUrl, step, openPage, logInByEmail, exact, startsWith, et } */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, exact, startsWith, et }) {
  const { page, done } = await openPage(browser, baseUrl);
  const texts = et.screens.profile;
  await step('log in by e-mail → dashboard', () => logInByEmail(page));

  await step('the sidebar opens the profile; "Muuda profiili" opens the edit view', async () => {
    await page
      .getByRole('link', { name: exact(et.routes.profile) })
      .first()
      .click();
    await page.waitForURL('**/profile');
    await page.getByRole('link', { name: texts.view.edit }).click();
    await page.waitForURL('**/profile/edit');
  });

  await step('a new phone number, left with Tab, is saved on blur', async () => {
    const phone = page.getByRole('textbox', { name: startsWith(texts.personal.fields.phone) });
    await phone.fill(NEW_PHONE);
    await phone.press('Tab');
    // The save announces itself ("Salvestatud: Telefon") in the polite live region once the server took it.
    await page
      .getByText(texts.save.saved.replace('{{field}}', texts.personal.fields.phone))
      .first()
      .waitFor({ state: 'attached' });
  });

  await step('back on the read view after a reload, the new number is shown', async () => {
    await page.getByRole('link', { name: texts.edit.back }).click();
    await page.waitForURL('**/profile');
    await page.reload();
    await page.getByText(NEW_PHONE, { exact: true }).waitFor();
  });
  await done();
}
