import type { Audience } from '../state-rules/other-reports';
import { testResultGroup } from '../state-rules/test-results';

/** The badge tones of @epp/ui, by name (core does not import ui). */
export type BadgeTone = 'default' | 'info' | 'success' | 'warning' | 'error';

/** Sales report status → tone. Clients and administrators see different tones for the same status. */
const SALES_REPORT_TONES: Readonly<Record<Audience, Readonly<Record<string, BadgeTone>>>> = {
  client: {
    UNSUBMITTED: 'warning',
    SUBMITTED: 'success',
    UNCONFIRMED: 'info',
    CONFIRMED: 'success',
    REJECTED: 'error',
  },
  admin: { UNSUBMITTED: 'info', SUBMITTED: 'success', UNCONFIRMED: 'warning', CONFIRMED: 'success', REJECTED: 'info' },
};

/** Package status id → tone (section 4 of both documents). */
const PACKAGE_STATUS_TONES: Readonly<Record<number, BadgeTone>> = {
  1: 'default',
  2: 'warning',
  3: 'info',
  4: 'error',
  5: 'success',
  6: 'error',
  7: 'error',
  9: 'default',
  10: 'warning',
  12: 'default',
};

/** Contract status → tone; a pending contract is an error to the client but a warning to the operator. */
const CONTRACT_TONES: Readonly<Record<Audience, Readonly<Record<string, BadgeTone>>>> = {
  client: { SIGNED: 'success', NOT_SIGNED: 'error', INVALID: 'info' },
  admin: { SIGNED: 'success', NOT_SIGNED: 'warning', INVALID: 'info' },
};

const INVOICE_TONES: Readonly<Record<string, BadgeTone>> = { unpaid: 'warning', paid: 'success', overdue: 'error' };

/** Unknown statuses fall back to the neutral tone rather than failing a screen. */
const toneOf = (table: Readonly<Record<string | number, BadgeTone>>, key: string | number): BadgeTone =>
  Object.hasOwn(table, key) ? (table[key] as BadgeTone) : 'default';

export function salesReportStatusTone(status: string, audience: Audience): BadgeTone {
  return toneOf(SALES_REPORT_TONES[audience], status);
}

export function packageStatusTone(statusId: number): BadgeTone {
  return toneOf(PACKAGE_STATUS_TONES, statusId);
}

export function contractStatusTone(status: string, audience: Audience): BadgeTone {
  return toneOf(CONTRACT_TONES[audience], status);
}

/** Invoice status: Unpaid warning, Paid success, Overdue error (any case). */
export function invoiceStatusTone(status: string): BadgeTone {
  return toneOf(INVOICE_TONES, status.toLowerCase());
}

/** Test result: 1/OK success, 2/NOK error, 3/NA/N/A neutral. */
export function testResultTone(value: number | string | null | undefined): BadgeTone {
  const group = testResultGroup(value);
  if (group === 'ok') return 'success';
  return group === 'not-ok' ? 'error' : 'default';
}

/** rPET status (tones not in the spec; chosen like the client's sales report tones): unsubmitted warning, submitted success. */
export function rpetStatusTone(status: 'unsubmitted' | 'submitted'): BadgeTone {
  return status === 'submitted' ? 'success' : 'warning';
}
