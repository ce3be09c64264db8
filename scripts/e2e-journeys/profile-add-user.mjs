// The demo client (Mari Tamm, client admin of Põhjala Joogitehas OÜ) adds a user to the company from the
// profile's users tab, sees the success and the new user as a row, and still sees it after a reload (the demo
// backend keeps it).
export const title = 'a client admin adds a user to the company and sees it in the list';

const NEW_USER = {
  firstName: 'Kärt',
  lastName: 'Lepik',
  personalCode: '49203150225',
  phone: '+372 5321 7788',
  email: 'kart.lepik@pohjalajook.ee',
  profession: 'Müügijuht',
};

/** @param kit the e2e kit (see README.md) */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const users = et.screens.client.profileUsers;
  const { page, done } = await openPage(browser, baseUrl);
  const name = `${NEW_USER.firstName} ${NEW_USER.lastName}`;
  await step('log in by e-mail → dashboard', () => logInByEmail(page));

  await step('the profile’s users tab lists the company users', async () => {
    // By address: the tab row is drawn by each profile page, and /profile itself is built in another branch.
    await page.goto('/profile/users');
    await page.getByRole('tab', { name: exact(et.routes.users), selected: true }).waitFor();
    await page
      .getByRole('table', { name: users.caption })
      .getByRole('cell', { name: exact('Jaan Kuusk') })
      .waitFor();
    await expectOneHeading(page);
  });

  await step('"Lisa kasutaja": fill the form, send → success, the new user is a row', async () => {
    await page.getByRole('button', { name: exact(users.add.open) }).click();
    const dialog = page.getByRole('dialog', { name: users.add.title });
    for (const [field, value] of Object.entries(NEW_USER)) {
      await dialog.getByRole('textbox', { name: startsWith(users.form[field]) }).fill(value);
    }
    await dialog.getByRole('button', { name: exact(users.add.submit) }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(users.add.added.replace('{{name}}', name)).waitFor();
    await page
      .getByRole('table', { name: users.caption })
      .getByRole('cell', { name: exact(name) })
      .waitFor();
  });

  await step('after a reload the new user is still listed', async () => {
    await page.reload();
    await page
      .getByRole('table', { name: users.caption })
      .getByRole('cell', { name: exact(name) })
      .waitFor();
  });
  await done();
}
