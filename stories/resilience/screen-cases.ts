// THE ONE PLACE that says which story of each screen story file the resilience pass runs, and what a user
// types and sends there. Every file under stories/screens/ must have an entry: a new screen fails the pass
// until it names its main story here (a renamed story export is a one-line change here).
import type { EndpointName } from '@epp/api/endpoints';
import { FIXTURE_PASSWORD, heroPersons } from '@epp/fixtures';
import type { TranslationKey } from '@epp/i18n';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { hero as invoiceHero } from '../screens/client/invoices-story';
import { openList } from '../support/interaction';
import { text } from '../support/text';
import {
  applicationsSendToTesting,
  contractSignerConfirm,
  contractSigning,
  operatorAddUser,
  operatorProfileSwitch,
  returnLineComment,
  salesLineSave,
  salesReportImport,
} from './action-inputs';
import type { FaultKind } from './endpoint-faults';

export interface UserInput {
  /** Types into the screen's fields once it has loaded. Must work again on the same fixture store. */
  fill: () => Promise<void>;
  /** Sends what was typed (submit, Enter in a filter); after a failure, sending again is the retry. */
  send: () => Promise<void>;
  /**
   * What a failed send leaves in the fields the user typed into. `kept` (the rule): the typed text, to send
   * again. `restored`: what they held before the user typed — where the spec puts the old value back and says why
   * (§5: a failed line save restores the line's quantity), the error alert checked as in every case.
   */
  onFailure?: 'kept' | 'restored';
  /**
   * The send empties its fields once the server has taken what was typed (a comment posted): when a request after
   * the send's own one fails (the thread's reload), the fields are checked to be as before the user typed.
   */
  emptiedOnceSent?: boolean;
  /**
   * The send's own request, where the action asks for something else first (a line save may load the company's
   * packages before it): the action's main endpoint in the rotation rule, and the one `onFailure` is about.
   * Without it, the action's first request.
   */
  sentBy?: EndpointName;
  /**
   * Once the server has taken it, the action takes the user to another page (an import opens the imported
   * report). A request after the send's own then belongs to the page left (the list's reload): its failure has
   * no page to be shown on, and the list asks again when it is opened. Such a case checks that the user arrives
   * where the good run did, with nothing uncaught, instead of an alert.
   */
  leavesPage?: boolean;
}

export interface ScreenCase {
  /** The story export the pass renders (without its play function): the screen populated, as a user opens it. */
  story: string;
  /** Opens where a part shows its failure when that is not on the page at first (the shell's notification popover). */
  reveal?: () => Promise<void>;
  /** For screens with a form or a filter: the input whose requests fail in the "input" cases. */
  input?: UserInput;
  /**
   * The screen's own translated message for any failure of an endpoint, where the spec gives one (§8 "Login"),
   * shown instead of the client's message for the fault.
   */
  ownErrors?: Partial<Record<EndpointName, TranslationKey>>;
  /**
   * Where the spec gives a refusal (a 4xx answer) of an endpoint its own text: the kinds it applies to, the text,
   * and whether it is final (no retry: an inactive link stays inactive), so the retry and recovery are not asked.
   */
  refusals?: Partial<Record<EndpointName, Refusal>>;
}

export interface Refusal {
  kinds: readonly FaultKind[];
  says: TranslationKey;
  final?: boolean;
}

const type = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const button = (label: string) => screen.getByRole('button', { name: label });

/** A report page's search by period: a new start month typed into the filter bar's range, then "Otsi". */
const reportPeriodSearch = (rangeLabel: TranslationKey): UserInput => ({
  fill: async () => {
    const range = await screen.findByRole('group', { name: text(rangeLabel) });
    await type(within(range).getByRole('textbox', { name: text('ui.rangePicker.from') }), '01.2026');
  },
  send: () => userEvent.click(button(text('ui.filterBar.search'))),
});

/** The clients' shell: the notification popover opened, where a failed notification load shows. */
const openNotifications = async () => {
  if (screen.queryByRole('dialog', { name: text('widgets.notificationBell.heading') })) return;
  await userEvent.click(screen.getByRole('button', { name: new RegExp(`^${text('widgets.notificationBell.label')}`) }));
  await screen.findByRole('dialog', { name: text('widgets.notificationBell.heading') });
};

/** Keyed by the story file under stories/screens/, without `.stories.tsx`. */
/**
 * Story files that hold more stories of a screen another file already names (one title split by concern):
 * the pass runs that screen once, under the file each points to.
 */
export const sameScreenAs: Readonly<Record<string, string>> = {
  'operator/package-details': 'operator/package-details-general',
  'operator/package-details-testing': 'operator/package-details-general',
  'operator/package-details-actions': 'operator/package-details-general',
  // the shell's frame as the portal draws it before the shell has loaded: it calls nothing of its own
  'shell/shell-skeleton': 'shell/layout',
};

export const screenCases: Record<string, ScreenCase> = {
  'client/add-package': { story: 'PendingApplications' },
  'client/additional-deposit-report': { story: 'HeaderTotals' },
  'client/additional-deposit-reports': { story: 'List' },
  'client/applications': { story: 'PendingApplications' },
  'client/dashboard': { story: 'Full' },
  // The signing: started with Smart-ID; a failed start shows in the modal with a retry.
  // Spec §8 "Signing": a failed Smart-ID start says "Smart-IDga allkirjastamine ebaõnnestus!", a failed status
  // "Allkirja kinnitamine ebaõnnestus!" (the contract's creation says the client's message in its own text).
  'client/dashboard-contract': {
    story: 'Signing',
    input: contractSigning,
    ownErrors: { signSmart: 'errors.signing.smartId', signStatus: 'errors.signing.confirmFailed' },
  },
  'client/invoice-preview': { story: 'Preview' },
  'client/invoices': {
    story: 'BalanceDue',
    // The payment start: "Maksa" on the unpaid invoice (enabled once the paying client is in).
    input: {
      fill: async () => {
        const name = text('screens.client.invoices.payLabel', { number: invoiceHero.unpaid.number });
        await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled());
      },
      send: () =>
        userEvent.click(
          screen.getByRole('button', {
            name: text('screens.client.invoices.payLabel', { number: invoiceHero.unpaid.number }),
          }),
        ),
    },
  },
  'client/mass-report': { story: 'List', input: reportPeriodSearch('screens.client.massReport.period') },
  'client/packages': { story: 'List' },
  'client/rpet-report': { story: 'Unsubmitted' },
  'client/rpet-reports': { story: 'List' },
  // Spec §8 "Notifications": any failure says "Midagi läks valesti, proovi hiljem uuesti".
  'client/notifications': { story: 'List', ownErrors: { notifications: 'errors.notifications' } },
  'client/profile-users': { story: 'Users' },
  // The comment: a line's thread opened, a comment typed and sent (its text stays after a failed send).
  'client/return-report': { story: 'Lines', input: returnLineComment },
  'client/return-reports': { story: 'List' },
  // The edit view's autosave restores the old value on a failed save (spec §5), which this pass's "keep what was
  // typed" rule would count as lost: its failure is the Profile story SaveFailureRestores; here the loads.
  'client/profile': { story: 'ReadView' },
  'client/profile-contract': { story: 'ContractsList' },
  // The line save: a quantity typed and committed; a failed save restores the old value and says why (spec §5).
  'client/sales-report': { story: 'Editable', input: salesLineSave },
  'client/sales-report-repair': { story: 'Editable' },
  // The import: a filled template chosen in the newest report's import modal, then "Impordi".
  'client/sales-reports': { story: 'ListWithRepairRows', input: salesReportImport },
  'client/summary-report': {
    story: 'Populated',
    input: reportPeriodSearch('screens.client.summaryReport.period'),
  },
  'operator/all-packages': {
    story: 'ServerPagingAndSorting',
    input: {
      fill: async () =>
        type(
          await screen.findByRole('textbox', { name: text('screens.operator.registryPackages.columns.ean') }),
          '474',
        ),
      send: () => userEvent.click(button(text('ui.filterBar.search'))),
    },
  },
  'operator/additional-deposit-report': { story: 'HeaderTotals' },
  'operator/additional-deposit-reports': { story: 'List' },
  // The bulk action: two applications selected and sent to testing together.
  'operator/applications': { story: 'List', input: applicationsSendToTesting },
  'operator/client-invoices': { story: 'Populated' },
  // #28 clients list and client profile: the list as it opens; the client's page with its warranted person
  'operator/clients': { story: 'Populated' },
  // end #28 clients list and client profile
  // #28 client profile, contracts section: Saare's waiting contract, its signer confirmed ("Kinnita"); the other
  // section's helper may name another main story for this file (one line per file: the lead keeps one)
  'operator/client-profile': { story: 'ContractNotSigned', input: contractSignerConfirm },
  'operator/debts': { story: 'Populated' },
  // #28 operator user tables: "Lisa kasutaja" sent (the modal keeps what was typed after a failure)
  'operator/client-users': { story: 'Users', input: operatorAddUser },
  'operator/partners': { story: 'Users', input: operatorAddUser },
  'operator/epp-users': { story: 'Users', input: operatorAddUser },
  // end #28 operator user tables
  // the operator's return reports (#27): the list as it opens, and the confirmable report it opens
  'operator/return-report': { story: 'Confirm' },
  'operator/return-reports': { story: 'Selection' },
  'operator/package-details-general': {
    story: 'EditableFields',
    input: {
      fill: async () => {
        const name = await screen.findByRole('textbox', {
          name: new RegExp(`^${text('screens.operator.packageDetails.general.fields.name')}`),
        });
        await type(name, 'Leivakali');
      },
      send: async () => {
        await userEvent.click(button(text('screens.operator.packageDetails.save.button')));
        const warnings = await screen.findByRole('alertdialog', {
          name: text('screens.operator.packageDetails.save.warningsTitle'),
        });
        await userEvent.click(
          within(warnings).getByRole('button', { name: text('screens.operator.packageDetails.save.confirm') }),
        );
      },
    },
  },
  // #27 rPET (operator)
  'operator/rpet-report': { story: 'Submitted' },
  'operator/rpet-reports': {
    story: 'List',
    input: {
      fill: async () => {
        const listbox = await openList(
          await screen.findByRole('button', {
            name: new RegExp(text('screens.operator.rpetReports.filters.submitted')),
          }),
        );
        await userEvent.click(within(listbox).getByRole('option', { name: text('status.rpet.submitted') }));
      },
      send: () => userEvent.click(button(text('ui.filterBar.search'))),
    },
  },
  'operator/retesting': { story: 'List' },
  'operator/sales-report': { story: 'DeleteUnsubmittedOriginal' },
  'operator/sales-reports': { story: 'ListWithRepairs' },
  'operator/testing': { story: 'List' },
  'operator/unconfirmed-repairs': { story: 'List' },
  'operator/unsubmitted-reports': { story: 'List' },
  // #28 settings and the EPP profile: the tables as they open; on the categories, 'Uuenda klassifikaatoreid'
  'operator/profile': { story: 'PersonalData' },
  'operator/settings-categories': {
    story: 'Table',
    input: {
      fill: async () => {
        await screen.findByRole('button', { name: text('screens.operator.settings.sync') });
      },
      send: () => userEvent.click(button(text('screens.operator.settings.sync'))),
    },
  },
  'operator/settings-colors': { story: 'Table' },
  'operator/settings-process-fees': { story: 'Table' },
  'operator/settings-types': { story: 'Table' },
  'operator/settings-volumes': { story: 'Table' },
  // end #28 settings and the EPP profile
  'partner/confirmed': { story: 'ReadOnly' },
  'partner/profile': { story: 'RoleAsDisabledTag' },
  'partner/retesting': { story: 'List' },
  'partner/test-results': { story: 'DefaultTab' },
  'partner/testing': { story: 'List' },
  'partner/unconfirmed': { story: 'List' },
  'partner/users': { story: 'Users' },
  'public/change-password': {
    story: 'Changed',
    // Spec §8 "Password screens": a link the server refuses "Antud link ei ole aktiivne" — for good, no retry.
    refusals: {
      passwordResetToken: { kinds: ['rejected', 'forbidden'], says: 'errors.password.linkInactive', final: true },
    },
    input: {
      fill: async () => {
        await type(
          await screen.findByLabelText(new RegExp(`^${text('screens.public.changePassword.newPassword')}`)),
          'Pandipakend2027!',
        );
        await type(field(text('screens.public.changePassword.repeatPassword')), 'Pandipakend2027!');
      },
      send: () => userEvent.click(button(text('screens.public.changePassword.submit'))),
    },
  },
  'public/cookies': { story: 'CookieTable' },
  'public/forgot-password': {
    story: 'Sent',
    input: {
      fill: () => type(field(text('screens.public.forgotPassword.email')), heroPersons.mari.email),
      send: () => userEvent.click(button(text('screens.public.forgotPassword.submit'))),
    },
  },
  'public/login': {
    story: 'MobileId',
    input: {
      fill: async () => {
        await type(field(text('screens.public.login.phone')), heroPersons.mari.phone);
        await type(field(text('screens.public.login.personalCode')), heroPersons.mari.personal_code);
      },
      send: () => userEvent.click(button(text('screens.public.login.submit'))),
    },
    // Spec §8 "Login": a failed start or status says "… Palun proovige uuesti.", no user after it "Kasutajat ei tagastatud."
    ownErrors: {
      mobileLogin: 'errors.login.retry',
      loginStatus: 'errors.login.retry',
      currentUser: 'errors.login.noUser',
    },
  },
  'public/login-email': {
    story: 'Success',
    input: {
      fill: async () => {
        await type(field(text('screens.public.loginEmail.email')), heroPersons.mari.email);
        await type(field(text('screens.public.loginEmail.password')), FIXTURE_PASSWORD);
      },
      send: () => userEvent.click(button(text('screens.public.loginEmail.submit'))),
    },
    // Spec §8 "Login": every failure but refused credentials says "Sisselogimine ebaõnnestus. Palun proovige uuesti."
    ownErrors: { login: 'errors.login.retry', currentUser: 'errors.login.retry' },
    // … refused credentials (the server's 400, or its 401 to a login) "Sisselogimine ebaõnnestus! Palun kontrolli andmeid."
    refusals: { login: { kinds: ['rejected', 'unauthorized'], says: 'errors.login.checkData' } },
  },
  'public/privacy-policy': { story: 'StaticText' },
  'public/redirect': { story: 'Client' },
  'shell/cookie-banner': { story: 'Shown', reveal: openNotifications },
  'shell/gates': { story: 'NoContract', reveal: openNotifications },
  'shell/layout': { story: 'ClientDocked', reveal: openNotifications },
  'shell/notification-bell': { story: 'ThreeNewest', reveal: openNotifications },
  // The role switch: the operator's profile chosen from the menu (setActiveEpp).
  'shell/role-selector': { story: 'ManyProfiles', reveal: openNotifications, input: operatorProfileSwitch },
};

/**
 * What a client or partner screen shares with the shell around it in the portal: the shell's gate
 * (WithCurrentUser) loads the current user before it draws the page and shows that load's failure with a retry
 * instead of the page (the shell/* cases check it), so such a screen never runs without it. Not run for them.
 */
export const shellEndpoints: Readonly<Record<string, readonly EndpointName[]>> = {
  'client/': ['currentUser'],
  'partner/': ['currentUser'],
  // #28: the operator's profile reads the current user (the login's personal code) under the same gate
  'operator/profile': ['currentUser'],
  // The shell's own stories each show one part of the same shell (its banner, gates, bell, role selector): the
  // shell's loads fail the same way in all of them, so they are run once, in shell/layout (issue #23: the same
  // 4 cases ran 5 times).
  'shell/cookie-banner': ['currentUser', 'notifications'],
  'shell/gates': ['currentUser', 'notifications'],
  'shell/notification-bell': ['currentUser', 'notifications'],
  'shell/role-selector': ['currentUser', 'notifications'],
};

export const isShellEndpoint = (file: string, endpoint: EndpointName) =>
  Object.entries(shellEndpoints).some(([prefix, endpoints]) => file.startsWith(prefix) && endpoints.includes(endpoint));

/**
 * `load`: the first render's calls; `action`: the calls of the user's action (`input`: a send, a save, a search);
 * `portal`: the screen inside the portal's signed-in page (its role's shell), the current user's load failing.
 */
export type Phase = 'load' | 'action' | 'portal';

/**
 * THE RULE of the `portal` cases: every client, partner and operator screen's main story is drawn once more inside
 * its role's shell (in-shell.tsx), with the current user's load (the portal's own, before any page) failing with
 * one kind of fault, the kinds taken in turn down the screen list, so that every kind fails the portal's gate
 * somewhere at the cost of one case a screen.
 */
const portalKinds: readonly FaultKind[] = [
  'network',
  'server',
  'unauthorized',
  'timeout',
  'forbidden',
  'rejected',
  'invalid',
];
export const portalFaultOf = (file: string): FaultKind =>
  portalKinds[Object.keys(screenCases).indexOf(file) % portalKinds.length] ?? 'network';
export const caseKey = (file: string, endpoint: EndpointName, kind: FaultKind, phase: Phase) =>
  `${file} · ${endpoint} · ${kind} · ${phase}`;

/**
 * KNOWN GAPS: cases where a screen does not yet show a translated error with a retry, each with the reason it
 * is not fixed here. They still run: a listed case must fail (one that passes must leave the list), so the
 * list only ever shrinks. Keyed `<file> · <endpoint> · <fault> · <phase>`.
 */
export const knownGaps: Readonly<Record<string, string>> = {};
