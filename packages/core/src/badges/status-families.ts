import { type Audience, isReturnReportConfirmed } from '../state-rules/other-reports';
import { SALES_REPORT_STATUSES } from '../state-rules/sales-reports';
import { testResultGroup } from '../state-rules/test-results';
import {
  type BadgeTone,
  contractStatusTone,
  invoiceStatusTone,
  packageStatusTone,
  rpetStatusTone,
  salesReportStatusTone,
  testResultTone,
} from './badges';

/**
 * Every status family a badge shows, with its values in the order a gallery or a filter lists them. Values are
 * the API's where it has them (sales reports, contracts, invoices, package status ids, test results); the
 * families the API carries as dates or flags use the named states of the spec (see the *Status helpers below).
 */
export const STATUS_FAMILIES = {
  salesReport: SALES_REPORT_STATUSES,
  contract: ['NOT_SIGNED', 'SIGNED', 'INVALID'],
  invoice: ['Unpaid', 'Paid', 'Overdue'],
  package: ['1', '2', '3', '10', '4', '5', '6', '7', '9', '12'],
  testResult: ['OK', 'NOK', 'NA'],
  packageTest: ['untested', 'unconfirmed', 'confirmed'],
  rpet: ['unsubmitted', 'submitted'],
  returnReport: ['unconfirmed', 'confirmed'],
  additionalDeposit: ['not-posted', 'posted', 'unknown'],
  userVerification: ['unverified', 'verified'],
} as const satisfies Record<string, readonly string[]>;

export type StatusFamily = keyof typeof STATUS_FAMILIES;
export type StatusValue<F extends StatusFamily = StatusFamily> = (typeof STATUS_FAMILIES)[F][number];
export const STATUS_FAMILY_NAMES = Object.keys(STATUS_FAMILIES) as StatusFamily[];

const TEST_RESULT_VALUES = { ok: 'OK', 'not-ok': 'NOK', 'not-available': 'NA' } as const;

/**
 * The family's own spelling of a value from the server, or null when it is none of the family's: any case
 * ("OVERDUE", "unpaid"), ids as numbers (package status 3), test results by id or code (1, "N/A").
 */
export function statusValueOf<F extends StatusFamily>(
  family: F,
  value: string | number | null | undefined,
): StatusValue<F> | null {
  if (value === null || value === undefined) return null;
  if (family === 'testResult') {
    const group = testResultGroup(value);
    return group === null ? null : (TEST_RESULT_VALUES[group] as StatusValue<F>);
  }
  const wanted = String(value).trim().toLowerCase();
  const values: readonly string[] = STATUS_FAMILIES[family];
  return (values.find((candidate) => candidate.toLowerCase() === wanted) as StatusValue<F> | undefined) ?? null;
}

/** Tones the spec does not give, chosen like the sales report's: open work warning, done success. */
const CHOSEN_TONES: {
  readonly [F in 'packageTest' | 'returnReport' | 'additionalDeposit' | 'userVerification']: Readonly<
    Record<StatusValue<F>, BadgeTone>
  >;
} = {
  packageTest: { untested: 'default', unconfirmed: 'warning', confirmed: 'success' },
  returnReport: { unconfirmed: 'warning', confirmed: 'success' },
  additionalDeposit: { 'not-posted': 'warning', posted: 'success', unknown: 'default' },
  userVerification: { unverified: 'warning', verified: 'success' },
};

/**
 * The badge tone of a status in any family, for clients or administrators (only sales reports and contracts
 * differ by audience). An unknown value is neutral rather than an error.
 */
export function statusTone(
  family: StatusFamily,
  value: string | number | null | undefined,
  audience: Audience = 'client',
): BadgeTone {
  const known = statusValueOf(family, value);
  if (known === null) return 'default';
  switch (family) {
    case 'salesReport':
      return salesReportStatusTone(known, audience);
    case 'contract':
      return contractStatusTone(known, audience);
    case 'invoice':
      return invoiceStatusTone(known);
    case 'package':
      return packageStatusTone(Number(known));
    case 'testResult':
      return testResultTone(known);
    case 'rpet':
      return rpetStatusTone(known as 'unsubmitted' | 'submitted');
    default:
      return (CHOSEN_TONES[family] as Readonly<Record<string, BadgeTone>>)[known] as BadgeTone;
  }
}

/** A package test: untested until it has a result, then unconfirmed until an administrator confirms it. */
export function packageTestStatus(test: {
  status: number | null;
  confirmed_at: string | null;
}): StatusValue<'packageTest'> {
  if (test.confirmed_at) return 'confirmed';
  return test.status === null ? 'untested' : 'unconfirmed';
}

/** A return report is confirmed once confirmed_at is set. */
export function returnReportStatus(report: { confirmed_at: string | null }): StatusValue<'returnReport'> {
  return isReturnReportConfirmed(report) ? 'confirmed' : 'unconfirmed';
}

/** A company user, partner user or operator user is verified or not. */
export function userVerificationStatus(user: { is_verified: boolean }): StatusValue<'userVerification'> {
  return user.is_verified ? 'verified' : 'unverified';
}
