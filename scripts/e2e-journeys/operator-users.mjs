// The operator adds a user to a client (issue #28), in one browser context so the demo backend's state carries
// from one login to the next: on Põhjala Joogitehas OÜ's Users tab "Lisa kasutaja" refuses a personal code that
// is no Estonian personal code with its text and sends nothing, takes a valid one, and the new user is a row →
// the client (Mari Tamm, its admin) sees the new user in its own users tab.
import { logOut } from './support/client-steps.mjs';

export const title = 'operator adds a user to a client (an invalid personal code refused) → the client sees it';

const CLIENT_ID = 101;
const operator = { email: 'admin@demo.ee', password: 'demo' };
const NEW_USER = {
  firstName: 'Rasmus',
  lastName: 'Kivi',
  personalCode: '37605030299',
  phone: '+372 5566 7788',
  email: 'rasmus.kivi@pohjalajook.ee',
  profession: 'Laoülem',
};
/** The right shape, a wrong check digit: no Estonian personal code. */
const INVALID_CODE = '37605030298';

/** @param {{ browser: any, baseUrl: string, step: Function, openPage: Function, logInByEmail: Function, expectOneHeading: Function, exact: Function, startsWith: Function, et: any }} kit */
export async function run({ browser, baseUrl, step, openPage, logInByEmail, expectOneHeading, exact, startsWith, et }) {
  const users = et.screens.client.profileUsers;
  const operatorUsers = et.screens.operator.users;
  const { page, done } = await openPage(browser, baseUrl);
  const name = `${NEW_USER.firstName} ${NEW_USER.lastName}`;
  const table = () => page.getByRole('table', { name: operatorUsers.captions['operator-client'] });
  const field = (dialog, key) => dialog.getByRole('textbox', { name: startsWith(users.form[key]) });

  await step('operator: the client’s page, its Users tab → the client’s users', async () => {
    await logInByEmail(page, operator, '**/registry/applications');
    await page.getByRole('button', { name: et.widgets.cookieBanner.accept }).click();
    await page.goto(`/users/clients/${CLIENT_ID}/users`);
    await page.getByRole('tab', { name: exact(et.routes.clientUsers), selected: true }).waitFor();
    await table()
      .getByRole('cell', { name: exact('Jaan Kuusk') })
      .waitFor();
    await expectOneHeading(page);
  });

  await step('"Lisa kasutaja" with a personal code that is none → refused with its text, nothing sent', async () => {
    await page.getByRole('button', { name: exact(users.add.open) }).click();
    const dialog = page.getByRole('dialog', { name: users.add.title });
    for (const [key, value] of Object.entries({ ...NEW_USER, personalCode: INVALID_CODE }))
      await field(dialog, key).fill(value);
    await dialog.getByRole('button', { name: exact(users.add.submit) }).click();
    await dialog.getByText(users.form.personalCodeInvalid).waitFor();
    if ((await table().getByRole('cell', { name }).count()) !== 0) throw new Error('an invalid user was added');
  });

  await step('a valid personal code → added, the new user is a row of the client’s users', async () => {
    const dialog = page.getByRole('dialog', { name: users.add.title });
    await field(dialog, 'personalCode').fill(NEW_USER.personalCode);
    await dialog.getByRole('button', { name: exact(users.add.submit) }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(users.add.added.replace('{{name}}', name)).waitFor();
    await table()
      .getByRole('cell', { name: exact(name) })
      .waitFor();
    await logOut(page, et);
  });

  await step('client: its own users tab lists the new user', async () => {
    await logInByEmail(page);
    await page.goto('/profile/users');
    await page
      .getByRole('table', { name: users.caption })
      .getByRole('cell', { name: exact(name) })
      .waitFor();
  });
  await done();
}
