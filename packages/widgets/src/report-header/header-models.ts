import type { AdditionalDepositReport, ReturnReport, RpetReport, SalesReportDetail } from '@epp/api/schemas';
import {
  type Audience,
  additionalDepositPosting,
  type BadgeTone,
  type DecimalInput,
  formatDisplayDate,
  formatDisplayPeriod,
  formatMoney,
  formatNumber,
  isoDateInTimeZone,
  isPeriod,
  type MoneyLocale,
  rpetStatus,
  rpetStatusTone,
  salesReportStatusTone,
  salesReportTotals,
} from '@epp/core';
import { type TranslationKey, translationKey } from '@epp/i18n';

/** The report a header shows, by kind: each kind has its own small field map below. */
export type ReportHeaderData =
  | { kind: 'sales'; detail: SalesReportDetail }
  | { kind: 'returns'; report: ReturnReport }
  | { kind: 'additionalDeposit'; report: AdditionalDepositReport }
  | { kind: 'rpet'; report: RpetReport };

export type ReportKind = ReportHeaderData['kind'];

/** One labelled value; null is "no value" (shown as a dash). */
export interface HeaderEntry {
  label: TranslationKey;
  value: string | null;
}

/** What the one header layout draws: title, optional repair mark and status, the facts and the totals. */
export interface HeaderModel {
  title: TranslationKey;
  /** The period as shown in the title (MM.YYYY, a month range or a year). */
  period: string;
  isRepair: boolean;
  status: { tone: BadgeTone; label: TranslationKey } | null;
  facts: HeaderEntry[];
  totals: HeaderEntry[];
}

export interface HeaderOptions {
  audience: Audience;
  language: MoneyLocale;
}

/** An API timestamp (or date) → DD.MM.YYYY in Estonian time; anything unreadable is shown as it came. */
export function displayDate(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value);
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatDisplayDate(isoDateInTimeZone(instant));
}

const periodText = (period: string) => (isPeriod(period) ? formatDisplayPeriod(period) : period);

const money = (value: DecimalInput | null | undefined, language: MoneyLocale) =>
  value === null || value === undefined ? null : formatMoney(value, language);

const number = (value: DecimalInput | null | undefined, language: MoneyLocale, maxDecimals = 0) =>
  value === null || value === undefined ? null : formatNumber(value, language, { maxDecimals });

const KEY = 'widgets.reportHeader';

/**
 * Sales report (client §2 "Sales report detail"): client code, period, company, status, submitted date; totals
 * computed by @epp/core's salesReportTotals from the lines (so an edited quantity shows at once): packages,
 * service fee, its VAT, deposit and the amount to pay.
 */
export function salesHeaderModel(detail: SalesReportDetail, { audience, language }: HeaderOptions): HeaderModel {
  const { report, header, lines } = detail;
  const totals = salesReportTotals(
    lines.map((line) => ({
      quantity: line.quantity,
      deposit: line.deposit,
      processFee: line.process_fee,
      processFeeType: line.process_fee_type,
    })),
    { period: header.period, vatFree: report.is_vat_free },
  );
  const status = report.status.value;
  return {
    title: translationKey(`${KEY}.titles.sales`),
    period: periodText(header.period),
    isRepair: report.is_repair,
    status: {
      tone: salesReportStatusTone(status, audience),
      label: translationKey(`status.salesReport.${status}`),
    },
    facts: [
      { label: translationKey(`${KEY}.fields.clientCode`), value: header.client_code },
      { label: translationKey(`${KEY}.fields.period`), value: periodText(header.period) },
      { label: translationKey(`${KEY}.fields.company`), value: header.client_name },
      { label: translationKey(`${KEY}.fields.submittedAt`), value: displayDate(report.submitted_at) },
    ],
    totals: [
      { label: translationKey(`${KEY}.totals.packagesTotal`), value: number(totals.packagesTotal, language) },
      { label: translationKey(`${KEY}.totals.processFeeTotal`), value: money(totals.processFeeTotal, language) },
      { label: translationKey(`${KEY}.totals.processFeeVat`), value: money(totals.processFeeVat, language) },
      { label: translationKey(`${KEY}.totals.depositTotal`), value: money(totals.depositTotal, language) },
      { label: translationKey(`${KEY}.totals.toBePaid`), value: money(totals.toBePaid, language) },
    ],
  };
}

/** Return report: client code, period range, company; the status only for the operator; no totals. */
export function returnsHeaderModel(report: ReturnReport, { audience }: HeaderOptions): HeaderModel {
  const confirmed = report.confirmed_at !== null;
  return {
    title: translationKey(`${KEY}.titles.returns`),
    period: report.period_formatted,
    isRepair: false,
    status:
      audience === 'admin'
        ? {
            tone: confirmed ? 'success' : 'warning',
            label: confirmed ? translationKey(`${KEY}.status.confirmed`) : translationKey(`${KEY}.status.unconfirmed`),
          }
        : null,
    facts: [
      { label: translationKey(`${KEY}.fields.clientCode`), value: String(report.client.client_id) },
      { label: translationKey(`${KEY}.fields.periodRange`), value: report.period_formatted },
      { label: translationKey(`${KEY}.fields.company`), value: report.client.name },
      ...(confirmed
        ? [{ label: translationKey(`${KEY}.fields.confirmedAt`), value: displayDate(report.confirmed_at) }]
        : []),
    ],
    totals: [],
  };
}

const POSTING_LABELS = {
  posted: translationKey(`${KEY}.status.posted`),
  'not-posted': translationKey(`${KEY}.status.notPosted`),
  unknown: translationKey(`${KEY}.status.postingUnknown`),
} as const;
const POSTING_TONES: Record<keyof typeof POSTING_LABELS, BadgeTone> = {
  posted: 'success',
  'not-posted': 'warning',
  unknown: 'default',
};

/** Additional-deposit report: client code, year, company, status (operator); the five totals. */
export function additionalDepositHeaderModel(
  report: AdditionalDepositReport,
  { audience, language }: HeaderOptions,
): HeaderModel {
  const posting = additionalDepositPosting(report);
  const year = report.period_formatted ?? String(report.period);
  const totals = report.totals;
  return {
    title: translationKey(`${KEY}.titles.additionalDeposit`),
    period: year,
    isRepair: false,
    status: audience === 'admin' ? { tone: POSTING_TONES[posting], label: POSTING_LABELS[posting] } : null,
    facts: [
      { label: translationKey(`${KEY}.fields.clientCode`), value: String(report.client.client_id) },
      { label: translationKey(`${KEY}.fields.year`), value: year },
      { label: translationKey(`${KEY}.fields.company`), value: report.client.name },
      { label: translationKey(`${KEY}.fields.lastSyncedAt`), value: displayDate(report.last_synced_at) },
    ],
    totals: [
      { label: translationKey(`${KEY}.totals.packagesTotal`), value: number(totals?.packages, language) },
      {
        label: translationKey(`${KEY}.totals.additionalDepositFees`),
        value: money(totals?.additional_deposit_fees, language),
      },
      {
        label: translationKey(`${KEY}.totals.returnThresholdFees`),
        value: money(totals?.return_threshold_fees, language),
      },
      { label: translationKey(`${KEY}.totals.vat`), value: money(totals?.vat, language) },
      { label: translationKey(`${KEY}.totals.toBePaid`), value: money(totals?.to_be_paid, language) },
    ],
  };
}

/**
 * rPET report: client code, year, company, submitted date and status (unsubmitted or submitted); totals:
 * recycled percentage, quantity sold, total weight and recycled tonnage (tonnes to 3 decimals).
 */
export function rpetHeaderModel(report: RpetReport, { language }: HeaderOptions): HeaderModel {
  const status = rpetStatus(report);
  const totals = report.totals;
  const percentage = number(totals?.total_recycled_percentage, language, 2);
  return {
    title: translationKey(`${KEY}.titles.rpet`),
    period: report.period_formatted,
    isRepair: false,
    status: status === null ? null : { tone: rpetStatusTone(status), label: translationKey(`${KEY}.status.${status}`) },
    facts: [
      { label: translationKey(`${KEY}.fields.clientCode`), value: String(report.client.client_id) },
      { label: translationKey(`${KEY}.fields.year`), value: report.period_formatted },
      { label: translationKey(`${KEY}.fields.company`), value: report.client.name },
      { label: translationKey(`${KEY}.fields.submittedAt`), value: displayDate(report.submitted_at) },
    ],
    totals: [
      {
        label: translationKey(`${KEY}.totals.totalRecycledPercentage`),
        value: percentage === null ? null : `${percentage}%`,
      },
      {
        label: translationKey(`${KEY}.totals.totalQuantitySold`),
        value: number(totals?.total_quantity_sold, language),
      },
      { label: translationKey(`${KEY}.totals.totalTonnage`), value: number(totals?.total_tonnage, language, 3) },
      {
        label: translationKey(`${KEY}.totals.totalRecycledTonnage`),
        value: number(totals?.total_recycled_tonnage, language, 3),
      },
    ],
  };
}

/** The field map of a report kind. */
export function headerModel(data: ReportHeaderData, options: HeaderOptions): HeaderModel {
  switch (data.kind) {
    case 'sales':
      return salesHeaderModel(data.detail, options);
    case 'returns':
      return returnsHeaderModel(data.report, options);
    case 'additionalDeposit':
      return additionalDepositHeaderModel(data.report, options);
    case 'rpet':
      return rpetHeaderModel(data.report, options);
  }
}
