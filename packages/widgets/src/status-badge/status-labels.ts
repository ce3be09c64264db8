import type { StatusFamily, StatusValue } from '@epp/core';
import { type TranslationKey, translationKey } from '@epp/i18n';

/**
 * The et/en label of each status the spec names, by family and value. Package statuses are not here: the spec
 * does not name the ids, so their label is the server's (`label` of the StatusBadge).
 */
export const STATUS_LABEL_KEYS: {
  readonly [F in Exclude<StatusFamily, 'package'>]: Readonly<Record<StatusValue<F>, TranslationKey>>;
} = {
  salesReport: {
    UNSUBMITTED: translationKey('status.salesReport.UNSUBMITTED'),
    SUBMITTED: translationKey('status.salesReport.SUBMITTED'),
    UNCONFIRMED: translationKey('status.salesReport.UNCONFIRMED'),
    CONFIRMED: translationKey('status.salesReport.CONFIRMED'),
    REJECTED: translationKey('status.salesReport.REJECTED'),
  },
  contract: {
    NOT_SIGNED: translationKey('status.contract.NOT_SIGNED'),
    SIGNED: translationKey('status.contract.SIGNED'),
    INVALID: translationKey('status.contract.INVALID'),
  },
  invoice: {
    Unpaid: translationKey('status.invoice.Unpaid'),
    Paid: translationKey('status.invoice.Paid'),
    Overdue: translationKey('status.invoice.Overdue'),
  },
  testResult: {
    OK: translationKey('status.testResult.OK'),
    NOK: translationKey('status.testResult.NOK'),
    NA: translationKey('status.testResult.NA'),
  },
  packageTest: {
    untested: translationKey('status.packageTest.untested'),
    unconfirmed: translationKey('status.packageTest.unconfirmed'),
    confirmed: translationKey('status.packageTest.confirmed'),
  },
  rpet: {
    unsubmitted: translationKey('status.rpet.unsubmitted'),
    submitted: translationKey('status.rpet.submitted'),
  },
  returnReport: {
    unconfirmed: translationKey('status.returnReport.unconfirmed'),
    confirmed: translationKey('status.returnReport.confirmed'),
  },
  additionalDeposit: {
    'not-posted': translationKey('status.additionalDeposit.not-posted'),
    posted: translationKey('status.additionalDeposit.posted'),
    unknown: translationKey('status.additionalDeposit.unknown'),
  },
  userVerification: {
    unverified: translationKey('status.userVerification.unverified'),
    verified: translationKey('status.userVerification.verified'),
  },
};

/** The text key of a known status, or null (package statuses and unknown values use the server's label). */
export function statusLabelKey(family: StatusFamily, value: string | null): TranslationKey | null {
  if (family === 'package' || value === null) return null;
  return (STATUS_LABEL_KEYS[family] as Readonly<Record<string, TranslationKey>>)[value] ?? null;
}
