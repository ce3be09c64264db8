import { contractBasisFor, controlCodeOf, type SigningState } from '@epp/core';
import {
  answer,
  type ClientRow,
  clientByRegCode,
  companyHits,
  FIXTURE_CONTROL_CODE,
  handlersFor,
  heroClients,
  heroPersons,
  type PersonRow,
  reference,
  scenarios,
  serverError,
  storeFor,
} from '@epp/fixtures';
import { useEppTranslation } from '@epp/i18n';
import { clearAnnouncements } from '@epp/ui';
import {
  ApiSigningModal,
  ControlCodePanel,
  type IdCardAdapter,
  SigningModal,
  type SigningSteps,
  useDokobitLogin,
  useSigningFlow,
} from '@epp/widgets/signing-modal';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiProviders } from '../support/api-providers';
import { press, settled } from '../support/interaction';
import { requestLog } from '../support/requests';
import { text } from '../support/text';

// ---- Fixture data (Toomas Rebane, Metsa Mahlad OÜ: no contract yet) ---------------------------------------

const db = storeFor(scenarios.clientNoContract).db;
const toomas = heroPersons.toomas;
const metsa = heroClients.metsa;
/** Mari Tamm is on Põhjala Joogitehas OÜ's board: as its board member she may choose basis option 1. */
const boardClient = heroClients.pohjala;
const boardMember = heroPersons.mari;

const basisOptions = reference.basisOptions.map((option) => ({ value: String(option.value), label: option.label }));
const contractHref = 'https://eestipandipakend.ee/leping';
const termsHref = 'https://eestipandipakend.ee/tingimused';

/** The form as the profiles fill it; the basis follows contractBasisFor (option 1 only for a board member). */
function valuesOf(person: PersonRow, client: ClientRow) {
  const rule = contractBasisFor(
    person.personal_code,
    client.board_member_codes.map((ssid) => ({ ssid })),
  );
  return {
    rule,
    values: {
      firstName: person.first_name,
      lastName: person.last_name,
      phone: person.phone,
      profession: person.profession,
      email: person.email,
      companyName: client.name,
      regNumber: client.reg_number,
      kmkr: client.kmkr,
      basis: String(rule.basis),
      companyEmail: client.invoice_email,
      iban: client.iban,
      fullAddress: client.full_address,
      zipCode: client.zip_code,
      city: client.city,
    },
  };
}

const prefilled = valuesOf(toomas, metsa).values;
const asBoardMember = valuesOf(boardMember, boardClient);

const mobileLogin = { loginMethod: 'mobile_id', phone: toomas.phone, cert: null };
const waitingState: SigningState = { status: 'polling', method: 'mobile-id', controlCode: FIXTURE_CONTROL_CODE };
const failed = (failure: Extract<SigningState, { status: 'failed' }>['failure']): SigningState => ({
  status: 'failed',
  method: failure.kind === 'eid' ? failure.method : 'id-card',
  failure,
});

// ---- Helpers -------------------------------------------------------------------------------------------------

const dialog = () => screen.getByRole('dialog');
const signButton = () => within(dialog()).getByRole('button', { name: text('widgets.signingModal.sign') });
const methodRadio = (key: 'mobileId' | 'smartId' | 'idCard') =>
  within(dialog()).getByRole('radio', { name: new RegExp(text(`widgets.signingModal.methods.${key}`)) });
const fieldNamed = (key: Parameters<typeof text>[0]) =>
  within(dialog()).getByRole('textbox', { name: new RegExp(`^${text(key)}`) });

/** Accept the terms and choose the method with the keyboard, then press Sign. */
async function chooseAndSign(method: 'mobileId' | 'smartId' | 'idCard', terms = true) {
  if (terms) await press(within(dialog()).getByRole('checkbox'), ' ');
  await press(methodRadio(method), ' ');
  await waitFor(() => expect(methodRadio(method)).toBeChecked());
  await press(signButton());
}

/** A QueryClient and an @epp/api client on MSW's fixture handlers, for the wired variant. */
/** The ID-card software raising one code (as hwcrypto rejects: an Error whose message is the code). */
const failingCard = (code: string): IdCardAdapter => ({
  getCertificate: () => Promise.reject(new Error(code)),
  sign: () => Promise.reject(new Error(code)),
});

/**
 * The presentational modal driven by useSigningFlow with scripted calls: the first status check answers that
 * the user refused on the phone, every later one ok. Shows retry end to end without a server.
 */
function RetryHarness({ onSigned }: { onSigned: () => void }) {
  const { i18n } = useEppTranslation();
  const [checks] = useState({ count: 0 });
  const steps: SigningSteps<unknown> = {
    prepare: async () => ({
      success: true,
      code: 'waiting',
      token: 'fixture-token',
      control_code: FIXTURE_CONTROL_CODE,
    }),
    status: async () => {
      checks.count += 1;
      if (checks.count > 1) onSigned();
      return { code: checks.count === 1 ? 'canceled' : 'ok' };
    },
  };
  const flow = useSigningFlow({ steps, language: i18n.language, intervalMs: 200 });
  return (
    <SigningModal
      isOpen
      onClose={() => undefined}
      variant="methods-only"
      methodFacts={mobileLogin}
      state={flow.state}
      onSubmit={flow.submit}
      onCancelSigning={flow.cancel}
      onRetry={flow.retry}
    />
  );
}

/** The login screens' reuse: a Smart-ID login on the same flow, its control code in the panel. */
function LoginHarness({ personalCode }: { personalCode: string }) {
  const { i18n } = useEppTranslation();
  const login = useDokobitLogin({ language: i18n.language });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    login.start({ method: 'smart-id', personalCode });
  }, [login, personalCode]);
  const code = controlCodeOf(login.state);
  return (
    <div style={{ padding: 48 }}>
      <div style={{ width: 440, margin: '0 auto' }}>
        {code !== null && <ControlCodePanel controlCode={code} purpose="login" onCancel={login.cancel} />}
      </div>
    </div>
  );
}

// ---- Presentational stories ----------------------------------------------------------------------------------

const meta = {
  title: 'Widgets/SigningModal',
  component: SigningModal,
  // The modal is fixed over the page: a viewport-high frame keeps it inside the snapshot (as UI/Modal does).
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    isOpen: true,
    onClose: fn(),
    state: { status: 'idle' },
    basisOptions,
    contractHref,
    termsHref,
    methodFacts: mobileLogin,
    onSubmit: fn(),
    onCancelSigning: fn(),
    onRetry: fn(),
    onCompanyQuery: fn(),
  },
} satisfies Meta<typeof SigningModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filled in yet; the board-member basis is disabled (the user is not on the board). */
export const EmptyForm: Story = {
  play: async () => {
    await expect(screen.getByRole('radio', { name: basisOptions[0]?.label })).toBeDisabled();
    await expect(methodRadio('mobileId')).toBeEnabled();
    await expect(signButton()).toBeEnabled();
  },
};

/** Filled from the profiles; the user is a board member, so option 1 is offered and chosen. */
export const Prefilled: Story = {
  args: {
    initialValues: asBoardMember.values,
    boardMemberOptionEnabled: asBoardMember.rule.boardMemberOptionEnabled,
    methodFacts: { loginMethod: 'mobile_id', phone: asBoardMember.values.phone, cert: null },
  },
  play: async () => {
    await expect(fieldNamed('widgets.signingModal.fields.firstName')).toHaveValue(asBoardMember.values.firstName);
    await expect(screen.getByRole('radio', { name: basisOptions[0]?.label })).toBeEnabled();
    await expect(screen.getByRole('radio', { name: basisOptions[0]?.label })).toBeChecked();
  },
};

/** Company lookup: nothing is asked before three characters; a chosen hit fills the register's fields. */
export const CompanyLookup: Story = {
  args: {
    companyHits: companyHits(db, 'met'),
    onCompanyChosen: fn(async (hit: { reg_code: string }) => {
      const client = clientByRegCode(db, hit.reg_code);
      return client ? { kmkr: client.kmkr, fullAddress: client.full_address, zipCode: client.zip_code } : undefined;
    }),
  },
  play: async ({ args }) => {
    const name = fieldNamed('widgets.signingModal.fields.companyName');
    await press(name, 'Me');
    await expect(args.onCompanyQuery).not.toHaveBeenCalled();
    await userEvent.keyboard('t');
    await expect(args.onCompanyQuery).toHaveBeenCalledWith('Met');
    await press(within(dialog()).getByRole('button', { name: new RegExp(metsa.name) }));
    await waitFor(() => expect(fieldNamed('widgets.signingModal.fields.regNumber')).toHaveValue(metsa.reg_number));
    await expect(fieldNamed('widgets.signingModal.fields.kmkr')).toHaveValue(metsa.kmkr);
  },
};

/** Sign on an empty form: every field flagged, the spec's messages; a field re-validates as it is filled. */
export const ValidationErrors: Story = {
  play: async ({ args }) => {
    await press(signButton());
    await expect(within(dialog()).getByText(text('widgets.signingModal.fillAll'))).toBeVisible();
    await expect(within(dialog()).getAllByText(text('errors.signing.methodMissing')).length).toBeGreaterThan(0);
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ valid: false, method: null }));
    const first = fieldNamed('widgets.signingModal.fields.firstName');
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await press(first, 'Toomas');
    await waitFor(() => expect(first).not.toHaveAttribute('aria-invalid'));
    clearAnnouncements();
  },
};

/** Logged in with Smart-ID: Mobile-ID is not offered. */
export const MobileIdDisabled: Story = {
  args: { initialValues: prefilled, methodFacts: { loginMethod: 'smart_id', phone: toomas.phone, cert: null } },
  play: async () => {
    await expect(methodRadio('mobileId')).toBeDisabled();
    await expect(methodRadio('smartId')).toBeEnabled();
    await expect(methodRadio('idCard')).toBeEnabled();
  },
};

/** The request is on the phone: the control code, large, with the instruction to compare it. */
export const AwaitingControlCode: Story = {
  args: { initialValues: prefilled, state: waitingState },
  play: async ({ args }) => {
    await expect(within(dialog()).getByText(FIXTURE_CONTROL_CODE)).toBeVisible();
    await expect(within(dialog()).getByText(text('widgets.signingModal.codeInstruction'))).toBeVisible();
    await press(within(dialog()).getByRole('button', { name: text('widgets.signingModal.cancelWaiting') }));
    await expect(args.onCancelSigning).toHaveBeenCalled();
    clearAnnouncements();
  },
};

export const Success: Story = {
  args: { initialValues: prefilled, state: { status: 'succeeded', method: 'smart-id' } },
  play: async () => {
    await expect(within(dialog()).getByText(text('widgets.signingModal.signed'))).toBeVisible();
    clearAnnouncements();
  },
};

export const CanceledByUser: Story = {
  args: { initialValues: prefilled, state: { status: 'canceled', method: 'mobile-id' } },
  play: async () => {
    // The dialog may still be taking its place when the play starts (verification run, session 18): wait for it.
    await waitFor(() => expect(within(dialog()).getByText(text('widgets.signingModal.canceled'))).toBeVisible());
  },
};

export const MobileIdUserRefused: Story = {
  args: { initialValues: prefilled, state: failed({ kind: 'eid', method: 'mobile-id', outcome: 'user-refused' }) },
  play: async () => {
    await expect(within(dialog()).getByText(text('errors.signing.mobileId'))).toBeVisible();
    await expect(within(dialog()).getByText(text('widgets.signingModal.outcomes.userRefused'))).toBeVisible();
  },
};

export const MobileIdNotAClient: Story = {
  args: { initialValues: prefilled, state: failed({ kind: 'eid', method: 'mobile-id', outcome: 'not-a-client' }) },
  play: async () => {
    await expect(within(dialog()).getByText(text('widgets.signingModal.outcomes.notAClient'))).toBeVisible();
  },
};

export const MobileIdPhoneUnreachable: Story = {
  args: {
    initialValues: prefilled,
    state: failed({ kind: 'eid', method: 'mobile-id', outcome: 'phone-unreachable' }),
  },
  play: async () => {
    await expect(within(dialog()).getByText(text('widgets.signingModal.outcomes.phoneUnreachable'))).toBeVisible();
  },
};

export const SmartIdTimeout: Story = {
  args: { initialValues: prefilled, state: failed({ kind: 'eid', method: 'smart-id', outcome: 'timeout' }) },
  play: async () => {
    await expect(within(dialog()).getByText(text('errors.signing.smartId'))).toBeVisible();
    await expect(within(dialog()).getByText(text('widgets.signingModal.outcomes.timeout'))).toBeVisible();
  },
};

/** The status call itself failed. */
export const ConfirmFailed: Story = {
  args: { initialValues: prefilled, state: failed({ kind: 'confirm' }) },
  play: async () => {
    await expect(within(dialog()).getByText(text('errors.signing.confirmFailed'))).toBeVisible();
  },
};

/** A failure, Retry, and the second attempt succeeds (the flow with scripted calls). */
export const RetryAfterFailure: Story = {
  args: { onSubmit: fn() },
  render: (args) => <RetryHarness onSigned={args.onSubmit as () => void} />,
  play: async ({ args }) => {
    await chooseAndSign('mobileId', false);
    await waitFor(() => expect(within(dialog()).getByText(text('errors.signing.mobileId'))).toBeVisible());
    await expect(within(dialog()).getByText(text('widgets.signingModal.outcomes.userRefused'))).toBeVisible();
    await press(within(dialog()).getByRole('button', { name: text('common.actions.retry') }));
    await waitFor(() => expect(within(dialog()).getByText(text('widgets.signingModal.signed'))).toBeVisible());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    clearAnnouncements();
  },
};

// ---- Wired to @epp/api on the fixtures ------------------------------------------------------------------------

type WiredArgs = { onSigned: () => void; onAlreadyExists: () => void };
const wired = (extra: Partial<Parameters<typeof ApiSigningModal>[0]> = {}) =>
  function Wired(args: WiredArgs) {
    return (
      <ApiProviders>
        <ApiSigningModal
          isOpen
          onClose={() => undefined}
          onSigned={args.onSigned}
          onAlreadyExists={args.onAlreadyExists}
          loginMethod="mobile_id"
          contractHref={contractHref}
          termsHref={termsHref}
          {...extra}
        />
      </ApiProviders>
    );
  };

const wiredArgs = { onSigned: fn(), onAlreadyExists: fn() } as unknown as Story['args'];
const asArgs = (args: unknown) => args as WiredArgs;

/** Keyboard journey: fill, accept, choose Smart-ID, sign → the control code → success → the caller's invoices. */
export const WiredKeyboardJourney: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: handlersFor(scenarios.clientNoContract) } },
  render: (args) => {
    const Wired = wired({ after: 'invoices' });
    return <Wired {...asArgs(args)} />;
  },
  play: async ({ args }) => {
    const profession = await screen.findByRole('textbox', {
      name: new RegExp(`^${text('widgets.signingModal.fields.profession')}`),
    });
    profession.focus();
    await userEvent.keyboard('{Control>}a{/Control}Juhataja');
    await chooseAndSign('smartId');
    await waitFor(() => expect(within(dialog()).getByText(FIXTURE_CONTROL_CODE)).toBeVisible());
    await waitFor(() => expect(asArgs(args).onSigned).toHaveBeenCalledWith('invoices'));
    await expect(within(dialog()).getByText(text('widgets.signingModal.signed'))).toBeVisible();
    await settled();
  },
};

/** Cancel while the status is polled: the form comes back with a retry. */
export const WiredCancelWhilePolling: Story = {
  args: wiredArgs,
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientNoContract, {
        overrides: { signStatus: answer(200, { code: 'waiting' }) },
      }),
    },
  },
  render: (args) => {
    const Wired = wired();
    return <Wired {...asArgs(args)} />;
  },
  play: async ({ args }) => {
    await screen.findByRole('textbox', { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) });
    await chooseAndSign('mobileId');
    const cancel = await screen.findByRole('button', { name: text('widgets.signingModal.cancelWaiting') });
    await waitFor(() => expect(within(dialog()).getByText(FIXTURE_CONTROL_CODE)).toBeVisible());
    await press(cancel);
    await waitFor(() => expect(within(dialog()).getByText(text('widgets.signingModal.canceled'))).toBeVisible());
    await expect(asArgs(args).onSigned).not.toHaveBeenCalled();
    await settled();
  },
};

/** The status check fails: "Smart-IDga allkirjastamine ebaõnnestus!" with a retry. */
export const WiredStatusFails: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: handlersFor(scenarios.signingFailed) } },
  render: (args) => {
    const Wired = wired();
    return <Wired {...asArgs(args)} />;
  },
  play: async () => {
    await screen.findByRole('textbox', { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) });
    await chooseAndSign('smartId');
    await waitFor(() => expect(within(dialog()).getByText(text('errors.signing.smartId'))).toBeVisible());
    await settled();
  },
};

/** create-contract answers 208: the caller is told (it goes to the dashboard with a message). */
export const WiredAlreadyExists: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: handlersFor(scenarios.contractAlreadyExists) } },
  render: (args) => {
    const Wired = wired();
    return <Wired {...asArgs(args)} />;
  },
  play: async ({ args }) => {
    await screen.findByRole('textbox', { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) });
    await chooseAndSign('smartId');
    await waitFor(() => expect(asArgs(args).onAlreadyExists).toHaveBeenCalled());
    await expect(within(dialog()).getByText(text('widgets.signingModal.alreadyExists'))).toBeVisible();
    await settled();
  },
};

/** create-contract fails: "Lepingu koostamine ebaõnnestus: {error}" with the server's code. */
export const WiredCreateContractError: Story = {
  args: wiredArgs,
  parameters: {
    msw: {
      handlers: handlersFor(scenarios.clientNoContract, {
        overrides: { createContract: serverError(500, 'contract_template_missing') },
      }),
    },
  },
  render: (args) => {
    const Wired = wired();
    return <Wired {...asArgs(args)} />;
  },
  play: async () => {
    await screen.findByRole('textbox', { name: new RegExp(`^${text('widgets.signingModal.fields.firstName')}`) });
    await chooseAndSign('smartId');
    const message = text('errors.signing.contractCreation', { error: 'contract_template_missing' });
    await waitFor(() => expect(within(dialog()).getByText(message)).toBeVisible());
    await settled();
  },
};

/** The requests of the save steps, in order, with their bodies. */
const saveRequests = requestLog([
  ['put', 'profile/user-data/'],
  ['post', 'document/create-contract/'],
  ['post', 'document/sign-contract/'],
]);
const NEW_LAST_NAME = 'Rebane-Kask';

/** The wired modal with the story's args, on the story's handlers. */
const renderWired: Story['render'] = (args) => {
  const Wired = wired();
  return <Wired {...asArgs(args)} />;
};

/** Types a new last name over the profile's one with the keyboard, then signs with Smart-ID. */
async function editLastNameAndSign() {
  const lastName = await screen.findByRole('textbox', {
    name: new RegExp(`^${text('widgets.signingModal.fields.lastName')}`),
  });
  saveRequests.reset();
  lastName.focus();
  await userEvent.keyboard(`{Control>}a{/Control}${NEW_LAST_NAME}`);
  await expect(lastName).toHaveValue(NEW_LAST_NAME);
  await chooseAndSign('smartId');
}

/** A corrected personal field is saved (PUT profile/user-data/) before the contract is made from the profile. */
export const WiredPersonalDataSaved: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: [...saveRequests.handlers, ...handlersFor(scenarios.clientNoContract)] } },
  render: renderWired,
  play: async ({ args }) => {
    await editLastNameAndSign();
    await waitFor(() => expect(asArgs(args).onSigned).toHaveBeenCalled());
    await expect(saveRequests.order()).toEqual([
      'put profile/user-data/',
      'post document/create-contract/',
      'post document/sign-contract/',
    ]);
    await expect(saveRequests.bodiesOf('put', 'profile/user-data/')).toEqual([
      {
        first_name: toomas.first_name,
        last_name: NEW_LAST_NAME,
        phone: toomas.phone,
        email: toomas.email,
        profession: toomas.profession,
      },
    ]);
    await settled();
  },
};

/** Saving the corrected personal data fails: its reason, nothing signed, the typed value kept for a retry. */
export const WiredPersonalDataSaveFails: Story = {
  args: wiredArgs,
  parameters: {
    msw: {
      handlers: [
        ...saveRequests.handlers,
        ...handlersFor(scenarios.clientNoContract, {
          overrides: { updatePersonalProfile: serverError(400, 'invalid_email') },
        }),
      ],
    },
  },
  render: renderWired,
  play: async ({ args }) => {
    await editLastNameAndSign();
    const message = text('errors.signing.profileSave', { error: 'invalid_email' });
    await waitFor(() => expect(within(dialog()).getByText(message)).toBeVisible());
    await expect(saveRequests.order()).toEqual(['put profile/user-data/']);
    await expect(fieldNamed('widgets.signingModal.fields.lastName')).toHaveValue(NEW_LAST_NAME);
    await expect(asArgs(args).onSigned).not.toHaveBeenCalled();
    await settled();
  },
};

/** The operator's dialog, ID-card without a card: no_certificates in the ID-card language. */
export const OperatorIdCardNoCertificates: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: handlersFor(scenarios.operator) } },
  render: (args) => {
    const Wired = wired({ contractId: 1, idCard: failingCard('no_certificates') });
    return <Wired {...asArgs(args)} />;
  },
  play: async () => {
    await chooseAndSign('idCard', false);
    await waitFor(() => expect(within(dialog()).getByText(text('errors.idCard.no_certificates'))).toBeVisible());
    await expect(within(dialog()).getByText(text('errors.signing.failed'))).toBeVisible();
    await settled();
  },
};

/** An unknown ID-card code shows the technical_error text. */
export const OperatorIdCardUnknownCode: Story = {
  args: wiredArgs,
  parameters: { msw: { handlers: handlersFor(scenarios.operator) } },
  render: (args) => {
    const Wired = wired({ contractId: 1, idCard: failingCard('pin_blocked') });
    return <Wired {...asArgs(args)} />;
  },
  play: async () => {
    await chooseAndSign('idCard', false);
    await waitFor(() => expect(within(dialog()).getByText(text('errors.idCard.technical_error'))).toBeVisible());
    await settled();
  },
};

/** Smart-ID login reuses the flow and the panel; the phone has not answered yet, so the code stays. */
export const LoginControlCode: Story = {
  parameters: { msw: { handlers: handlersFor(scenarios.eidLoginWaiting) } },
  render: () => (
    <ApiProviders>
      <LoginHarness personalCode={toomas.personal_code} />
    </ApiProviders>
  ),
  play: async () => {
    await expect(await screen.findByText(FIXTURE_CONTROL_CODE)).toBeVisible();
    await expect(screen.getByText(text('widgets.signingModal.loginInstruction'))).toBeVisible();
    clearAnnouncements();
  },
};
