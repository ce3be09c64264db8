import { answer, handlersFor, heroClients, heroContracts, heroPersons, scenarios, serverError } from '@epp/fixtures';
import { ClientProfileScreen } from '@epp/screens/operator';
import { clearAnnouncements } from '@epp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { announcerSettled, press, settled, shown } from '../../support/interaction';
import { heldRequests, requestCounter } from '../../support/requests';
import { withScreen } from '../../support/screen-frame';
import { screenStateStories } from '../../support/screen-states';
import { text } from '../../support/text';

// Põhjala Joogitehas OÜ as the operator sees it: its business data, its warranted person Jaan Kuusk with his
// warrant (volikiri-jaan-kuusk.asice).
const scenario = scenarios.operator;
const client = heroClients.pohjala;
const { jaan } = heroPersons;
const JAAN = `${jaan.first_name} ${jaan.last_name}`;
const MISSING_ID = 999_999;
const B = 'screens.operator.clientBusiness';
const W = 'screens.operator.clientWarranted';
const path = (id: number | string) => ({ path: `/users/clients/${id}`, route: '/users/clients/:id' });
const uploadAsked = requestCounter('post', 'administrator/warrant-file-upload/*');
const syncHeld = heldRequests('post', `administrator/client/${client.id}/sync-packages/`);

/** A story that changes the world gets a world of its own (one store per handlersFor), so the order of stories does not matter. */
const ownWorld = () => ({ msw: { handlers: [uploadAsked.handler, ...handlersFor(scenario)] } });

const meta = {
  title: 'Screens/Operator/ClientProfile',
  component: ClientProfileScreen,
  decorators: [withScreen],
  args: { id: client.id },
  beforeEach: () => {
    clearAnnouncements();
    uploadAsked.reset();
  },
  parameters: {
    layout: 'fullscreen',
    screen: path(client.id),
    msw: { handlers: [uploadAsked.handler, ...handlersFor(scenario)] },
  },
} satisfies Meta<typeof ClientProfileScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (key: Parameters<typeof text>[0]) => screen.findByRole('region', { name: text(key) });
/** A warranted person's card, once the list shows it. */
const personCard = (name: string) => screen.findByRole('region', { name });
const field = (scope: HTMLElement, key: Parameters<typeof text>[0]) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${text(key)}`) });
const type = async (input: HTMLElement, value: string) => {
  await userEvent.clear(input);
  await userEvent.type(input, value);
};
const fileInputOf = (scope: HTMLElement) => {
  const input = scope.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/**
 * The business registry data read-only, with "Sünkroniseeri pakendid"; the warranted person with his warrant,
 * "Muuda", "Lae volikiri üles", "Kustuta"; "Lisa volitatud isik". The client's name after the title.
 */
export const Populated: Story = {
  play: async () => {
    const business = await section('screens.profile.company.title');
    await within(business).findByText(client.reg_number);
    await expect(business).toHaveTextContent(client.name);
    await expect(business).toHaveTextContent(client.iban);
    await expect(business).toHaveTextContent(client.full_address);
    await expect(within(business).getByRole('button', { name: text(`${B}.syncPackages`) })).toBeEnabled();
    const person = await personCard(JAAN);
    await expect(person).toHaveTextContent('volikiri-jaan-kuusk.asice');
    await expect(within(person).getByRole('button', { name: text(`${W}.deleteLabel`, { name: JAAN }) })).toBeEnabled();
    await screen.findByRole('heading', { level: 1, name: new RegExp(client.name) });
  },
};

/**
 * "Sünkroniseeri pakendid" pressed again while the first press is still answering: asked once, the server's answer
 * said. The answer is held until the second press, so a fast answer cannot make it a new, legitimate request.
 */
export const SyncPackages: Story = {
  parameters: { msw: { handlers: [syncHeld.handler, ...handlersFor(scenario)] } },
  beforeEach: () => syncHeld.reset(),
  play: async () => {
    const business = await section('screens.profile.company.title');
    const sync = await within(business).findByRole('button', { name: text(`${B}.syncPackages`) });
    await userEvent.click(sync);
    await waitFor(() => expect(syncHeld.count()).toBe(1));
    await userEvent.click(sync);
    syncHeld.release();
    await screen.findByText('Pakendite sünkroniseerimine käivitati. Lõpetamisel saadetakse e-kiri.');
    await expect(syncHeld.count()).toBe(1);
  },
};

/** The sync refused: the spec's "Sünkroniseerimine ebaõnnestus: {reason}"; it can be pressed again. */
export const SyncPackagesFails: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { syncClientPackages: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const business = await section('screens.profile.company.title');
    const sync = await within(business).findByRole('button', { name: text(`${B}.syncPackages`) });
    await press(sync);
    await screen.findByText(text(`${B}.syncFailed`, { error: 'server_error' }));
    await waitFor(() => expect(sync).toBeEnabled());
  },
};

/**
 * "Lisa volitatud isik": the company filled in; nothing sent while a field is empty or the personal code is not
 * a valid Estonian one; then added, listed and said.
 */
export const AddWarrantedPerson: Story = {
  parameters: ownWorld(),
  play: async () => {
    await personCard(JAAN);
    await press(screen.getByRole('button', { name: text(`${W}.add`) }));
    const dialog = await screen.findByRole('dialog', { name: text(`${W}.createTitle`) });
    await expect(field(dialog, `${W}.form.company_name`)).toHaveValue(client.name);
    await press(within(dialog).getByRole('button', { name: text(`${W}.createSubmit`) }));
    await waitFor(() => expect(field(dialog, `${W}.form.first_name`)).toHaveFocus());
    await type(field(dialog, `${W}.form.first_name`), 'Anu');
    await type(field(dialog, `${W}.form.last_name`), 'Mets');
    await type(field(dialog, `${W}.form.personal_code`), '48807120012');
    await type(field(dialog, `${W}.form.email`), 'anu.mets@pohjalajook.ee');
    await type(field(dialog, `${W}.form.phone`), '+372 5555 1234');
    await press(within(dialog).getByRole('button', { name: text(`${W}.createSubmit`) }));
    await within(dialog).findByText(text(`${W}.form.personalCodeInvalid`));
    await type(field(dialog, `${W}.form.personal_code`), '48807120011');
    await press(within(dialog).getByRole('button', { name: text(`${W}.createSubmit`) }));
    await screen.findByText(text(`${W}.created`, { name: 'Anu Mets' }));
    await personCard('Anu Mets');
    await announcerSettled();
  },
};

/** The server refuses the personal code: its reason on the field, what was typed kept. */
export const AddRefusedOnField: Story = {
  parameters: {
    msw: {
      handlers: handlersFor(scenario, {
        overrides: { addWarrantedPerson: answer(400, { personal_code: ['Isik on juba volitatud.'] }) },
      }),
    },
  },
  play: async () => {
    await personCard(JAAN);
    await press(screen.getByRole('button', { name: text(`${W}.add`) }));
    const dialog = await screen.findByRole('dialog', { name: text(`${W}.createTitle`) });
    await type(field(dialog, `${W}.form.first_name`), 'Jaan');
    await type(field(dialog, `${W}.form.last_name`), 'Kuusk');
    await type(field(dialog, `${W}.form.personal_code`), jaan.personal_code);
    await type(field(dialog, `${W}.form.email`), jaan.email);
    await type(field(dialog, `${W}.form.phone`), jaan.phone);
    await press(within(dialog).getByRole('button', { name: text(`${W}.createSubmit`) }));
    const code = field(dialog, `${W}.form.personal_code`);
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining('Isik on juba volitatud.')));
    await expect(code).toHaveValue(jaan.personal_code);
    // the field to fix has the focus; nothing else is said in the dialog
    await waitFor(() => expect(code).toHaveFocus());
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};

/** "Muuda": the person's values in the form; a new phone saved and shown. */
export const EditWarrantedPerson: Story = {
  parameters: ownWorld(),
  play: async () => {
    const person = await personCard(JAAN);
    await press(within(person).getByRole('button', { name: text(`${W}.editLabel`, { name: JAAN }) }));
    const dialog = await screen.findByRole('dialog', { name: text(`${W}.editTitle`) });
    await expect(field(dialog, `${W}.form.personal_code`)).toHaveValue(jaan.personal_code);
    await type(field(dialog, `${W}.form.phone`), '+372 5111 2222');
    await press(within(dialog).getByRole('button', { name: text(`${W}.editSubmit`) }));
    await screen.findByText(text(`${W}.edited`, { name: JAAN }));
    await waitFor(() => expect(person).toHaveTextContent('+372 5111 2222'));
    await announcerSettled();
  },
};

/** "Kustuta" asks first, "Tühista" focused; confirmed (pressed twice: one delete), the person is gone. */
export const DeleteWarrantedPerson: Story = {
  parameters: ownWorld(),
  play: async () => {
    const person = await personCard(JAAN);
    await press(within(person).getByRole('button', { name: text(`${W}.deleteLabel`, { name: JAAN }) }));
    const dialog = await screen.findByRole('alertdialog', { name: text(`${W}.deleteTitle`) });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
    );
    const confirm = within(dialog).getByRole('button', { name: text(`${W}.delete`) });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await screen.findByText(text(`${W}.deleted`, { name: JAAN }));
    await waitFor(() => expect(screen.queryByRole('region', { name: JAAN })).toBeNull());
    await screen.findByText(text('screens.profile.warranted.none'));
    await announcerSettled();
  },
};

/** A warrant chosen (a PDF): checked, uploaded once, and the person's warrant is the new file. */
export const UploadWarrant: Story = {
  parameters: ownWorld(),
  play: async () => {
    const person = await personCard(JAAN);
    await userEvent.upload(fileInputOf(person), new File(['%PDF-1.7\n'], 'volikiri-2026.pdf'));
    await screen.findByText(text(`${W}.uploaded`, { name: JAAN, file: 'volikiri-2026.pdf' }));
    await waitFor(() => expect(person).toHaveTextContent('volikiri-2026.pdf'));
    await expect(uploadAsked.count()).toBe(1);
  },
};

/** A file named .pdf that is no PDF: refused with the spec's type rule before anything is sent. */
export const UploadRefused: Story = {
  parameters: ownWorld(),
  play: async () => {
    const person = await personCard(JAAN);
    await userEvent.upload(fileInputOf(person), new File(['tere'], 'volikiri.pdf'));
    const reason = text('widgets.importDropzone.wrongDocumentType', { types: 'asice, bdoc, pdf, ddoc, edoc' });
    await screen.findByText(text(`${W}.uploadRefused`, { reason }));
    await expect(uploadAsked.count()).toBe(0);
    await expect(person).toHaveTextContent('volikiri-jaan-kuusk.asice');
  },
};

/** The upload fails on the server: the spec's "Dokumendi üles laadimisel tekkis viga"; the old warrant stays. */
export const UploadFails: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { uploadWarrantFile: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const person = await personCard(JAAN);
    await userEvent.upload(fileInputOf(person), new File(['%PDF-1.7\n'], 'volikiri-2026.pdf'));
    await screen.findByText(text(`${W}.uploadFailed`, { error: 'server_error' }));
    await expect(person).toHaveTextContent('volikiri-jaan-kuusk.asice');
  },
};

/** A client id with no client: "Klienti ei leitud." with a way to the clients, and no section. */
export const NotFound: Story = {
  args: { id: MISSING_ID },
  parameters: { screen: path(MISSING_ID) },
  play: async () => {
    await screen.findByText(text(`${B}.notFound`));
    await expect(screen.getByRole('link', { name: text(`${B}.toList`) })).toHaveAttribute('href', '/users/clients');
    await expect(screen.queryByRole('region', { name: text(`${W}.title`) })).toBeNull();
  },
};

/** An address whose id is no number: "not found" without asking the server. */
export const BadAddress: Story = {
  args: { id: Number.NaN },
  parameters: { screen: path('abc') },
  play: async () => {
    await screen.findByText(text(`${B}.notFound`));
  },
};

/** The client has no warranted person: the client's own text for it, and "Lisa volitatud isik". */
export const NoWarrantedPersons: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { warrantedPersons: answer(200, []) } }) },
  },
  play: async () => {
    const card = await section(`${W}.title`);
    await within(card).findByText(text('screens.profile.warranted.none'));
    await expect(within(card).getByRole('button', { name: text(`${W}.add`) })).toBeEnabled();
  },
};

const states = screenStateStories({
  scenario,
  base: { args: { id: client.id }, parameters: { screen: path(client.id) } },
  endpoints: ['adminClient', 'warrantedPersons'],
  loading: async () => {
    for (const key of ['screens.profile.company.title', `${W}.title`] as const) {
      const card = await section(key);
      await expect(await within(card).findByRole('group', { name: text('ui.skeleton.loading') })).toHaveAttribute(
        'aria-busy',
        'true',
      );
    }
  },
  error: { texts: [`${B}.loadError`, `${W}.loadError`] },
});

/** The answers never come: each section says it is loading. */
export const Loading: Story = states.Loading;

/** The client and its warranted persons fail to load: each section its reason and a retry. */
export const ServerError: Story = states.ServerError;

// ── contracts section stories ──

const profilePath = (id: number) => ({ path: `/users/clients/${id}/profile`, route: '/users/clients/:id/profile' });

const C = 'screens.operator.clientContracts';
/** The contracts card, once its contract (or its empty text) is shown. */
const contractsCard = async (shownText: string) => {
  const card = (await screen.findByRole('heading', { name: text(`${C}.title`) })).closest('section') as HTMLElement;
  await within(card).findByText(shownText);
  return card;
};
const buttonIn = (card: HTMLElement, key: Parameters<typeof text>[0]) =>
  within(card).getByRole('button', { name: text(key) });
/**
 * A client's page over a world of its own (a story that changes the world must not change another's), with the
 * scenario's handlers overridden where the story makes a call fail.
 */
const clientPage = (id: number, overrides: Parameters<typeof handlersFor>[1] = {}) => ({
  args: { id },
  parameters: { screen: profilePath(id), msw: { handlers: handlersFor(scenario, overrides) } },
});
const saare = () => clientPage(heroClients.saare.id);
const fileInput = (card: HTMLElement) => {
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

/**
 * Põhjala's contract in force: number, "Kehtiv", the dates, its file, the signer's authorisation confirmed (only
 * "Lükka tagasi"), "Lõpeta leping" and no "sign"; the ended contract under "Varasemad kehtetud lepingud".
 */
export const ContractSignedWithOlder: Story = {
  play: async () => {
    const card = await contractsCard(heroContracts.pohjala.number);
    await expect(within(card).getByText(text('status.contract.SIGNED'))).toBeVisible();
    await within(card).findByText(new RegExp(`^${text(`${C}.authorisation.confirmed`, { date: '' })}`));
    await within(card).findByRole('button', { name: text(`${C}.revoke`) });
    await expect(within(card).queryByRole('button', { name: text(`${C}.confirm`) })).toBeNull();
    await expect(buttonIn(card, `${C}.terminate`)).toBeEnabled();
    await expect(within(card).queryByRole('button', { name: text(`${C}.sign`) })).toBeNull();
    const older = within(card).getByRole('table', { name: text(`${C}.older`) });
    await expect(within(older).getByRole('link', { name: new RegExp(heroContracts.pohjalaOld.number) })).toBeVisible();
  },
};

/**
 * Saare's contract waits for the operator: "Kinnitamisel" as a warning, "Allkirjasta leping" and the upload,
 * no "terminate"; its signer Kadri Org not yet confirmed, with "Kinnita" and "Lükka tagasi".
 */
export const ContractNotSigned: Story = {
  ...saare(),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    await expect(within(card).getByText(text('status.contract.NOT_SIGNED'))).toBeVisible();
    await expect(buttonIn(card, `${C}.sign`)).toBeEnabled();
    await expect(buttonIn(card, `${C}.upload`)).toBeEnabled();
    await expect(within(card).queryByRole('button', { name: text(`${C}.terminate`) })).toBeNull();
    await expect(within(card).getByText(text(`${C}.authorisation.unconfirmed`))).toBeVisible();
    await within(card).findByRole('button', { name: text(`${C}.confirm`) });
    await expect(buttonIn(card, `${C}.revoke`)).toBeEnabled();
  },
};

/** "Kinnita" on the unconfirmed signer: said confirmed, and the contract is in force (the demo's rule). */
export const SignerConfirmed: Story = {
  ...saare(),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    const confirm = await within(card).findByRole('button', { name: text(`${C}.confirm`) });
    await press(confirm);
    await screen.findByText(text(`${C}.confirmed`));
    await within(card).findByText(text('status.contract.SIGNED'));
    await waitFor(() => expect(within(card).queryByRole('button', { name: text(`${C}.confirm`) })).toBeNull());
    await settled();
  },
};

/** The authorisation call fails: the spec's message with the reason; the signer is still unconfirmed. */
export const SignerConfirmFails: Story = {
  ...clientPage(heroClients.saare.id, { overrides: { setClientUserConnection: serverError(500, 'server_error') } }),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    await press(await within(card).findByRole('button', { name: text(`${C}.confirm`) }));
    await screen.findByText(text('errors.contracts.authorisation'));
    await settled();
    await expect(buttonIn(card, `${C}.confirm`)).toBeEnabled();
    await expect(within(card).getByText(text(`${C}.authorisation.unconfirmed`))).toBeVisible();
  },
};

/** A client with no contract: "Lepingut ei leitud." */
export const ContractNone: Story = {
  args: { id: heroClients.metsa.id },
  parameters: { screen: path(heroClients.metsa.id) },
  play: async () => {
    await contractsCard(text(`${C}.empty`));
  },
};

/** A chosen file that is no document (a .pdf that is a zip inside): refused with the reason, nothing uploaded. */
export const ContractUploadRefused: Story = {
  ...saare(),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    const notPdf = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'leping.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(card), notPdf);
    await screen.findByText(text('errors.contracts.upload'));
    await screen.findByText(
      text('widgets.importDropzone.wrongDocumentType', { types: 'asice, bdoc, pdf, ddoc, edoc' }),
    );
    await expect(within(card).getByText(text('status.contract.NOT_SIGNED'))).toBeVisible();
  },
};

/** The server refuses the upload: the spec's message with the reason; the contract shown stays as it was. */
export const ContractUploadFails: Story = {
  ...clientPage(heroClients.saare.id, { overrides: { uploadContractFile: serverError(500, 'server_error') } }),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    const pdf = new File(['%PDF-1.7\n'], 'leping.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(card), pdf);
    await screen.findByText(text('errors.contracts.upload'));
    await settled();
    await expect(within(card).getByText(text('status.contract.NOT_SIGNED'))).toBeVisible();
    await expect(buttonIn(card, `${C}.upload`)).toBeEnabled();
  },
};

/** A signed .pdf uploaded: said uploaded and approved; the contract is in force. */
export const ContractUploadDone: Story = {
  ...saare(),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    const pdf = new File(['%PDF-1.7\n'], 'leping.pdf', { type: 'application/pdf' });
    await userEvent.upload(fileInput(card), pdf);
    await screen.findByText(text(`${C}.uploaded`));
    await within(card).findByText(text('status.contract.SIGNED'));
    await settled();
  },
};

/**
 * "Lõpeta leping" asks first, starting on Cancel and saying NAV must be updated separately; confirmed (pressed
 * twice, sent once) it ends the contract and says so.
 */
export const TerminateConfirmed: Story = {
  ...clientPage(heroClients.pohjala.id),
  play: async () => {
    const card = await contractsCard(heroContracts.pohjala.number);
    await press(buttonIn(card, `${C}.terminate`));
    const dialog = await shown(
      screen.findByRole('alertdialog', { name: text(`${C}.terminateTitle`, { number: heroContracts.pohjala.number }) }),
    );
    await expect(within(dialog).getByText(text(`${C}.terminateText`))).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: text('ui.confirmDialog.cancel') })).toHaveFocus(),
    );
    const confirm = within(dialog).getByRole('button', { name: text(`${C}.terminate`) });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await screen.findByText(text(`${C}.terminated`));
    // the latest is ended too: "Kehtetu" beside the older contract's
    await waitFor(() => expect(within(card).getAllByText(text('status.contract.INVALID'))).toHaveLength(2));
    await expect(within(card).queryByRole('button', { name: text(`${C}.terminate`) })).toBeNull();
    await settled();
  },
};

/** Terminating fails: the spec's message in the dialog, which stays open for another try or Cancel. */
export const TerminateFails: Story = {
  parameters: {
    msw: { handlers: handlersFor(scenario, { overrides: { endContract: serverError(500, 'server_error') } }) },
  },
  play: async () => {
    const card = await contractsCard(heroContracts.pohjala.number);
    await press(buttonIn(card, `${C}.terminate`));
    const dialog = await shown(screen.findByRole('alertdialog'));
    await press(within(dialog).getByRole('button', { name: text(`${C}.terminate`) }));
    await within(dialog).findByText(text('errors.contracts.end'));
    await settled();
  },
};

/** "Allkirjasta leping" opens the signing dialog: Mobile-ID, Smart-ID or ID-card, then "Allkirjasta". */
export const SigningModalOpen: Story = {
  ...saare(),
  parameters: {
    ...saare().parameters,
    screen: { ...path(heroClients.saare.id), login: { loginMethod: 'smart_id', cert: null } },
  },
  render: (args) => (
    <div style={{ minHeight: '100vh' }}>
      <ClientProfileScreen {...args} />
    </div>
  ),
  play: async () => {
    const card = await contractsCard(heroContracts.saare.number);
    await press(buttonIn(card, `${C}.sign`));
    const dialog = await shown(screen.findByRole('dialog'));
    for (const method of ['mobileId', 'smartId', 'idCard'] as const)
      await expect(
        within(dialog).getByRole('radio', { name: new RegExp(text(`widgets.signingModal.methods.${method}`)) }),
      ).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: text('widgets.signingModal.sign') })).toBeVisible();
  },
};

const contractStates = screenStateStories({
  scenario,
  base: { args: { id: heroClients.pohjala.id }, parameters: { screen: path(heroClients.pohjala.id) } },
  endpoints: 'clientContracts',
  loading: async () => {
    await screen.findByRole('group', { name: text(`${C}.loading`) });
  },
  error: { texts: [] },
});

/** The contracts never answer: the section says it is loading. */
export const ContractsLoading: Story = contractStates.Loading;

/** The contracts fail to load: the spec's message with the reason under it, and a retry. */
export const ContractsLoadFailed: Story = {
  ...contractStates.ServerError,
  play: async () => {
    await screen.findByText(text('errors.contracts.load'));
    await screen.findByText('server_error');
    await expect(screen.getByRole('button', { name: text('common.actions.retry') })).toBeVisible();
  },
};
