// Pure helpers of the sales report detail: the totals the footer and header show, the line a save answers,
// and what a quantity field sends (spec §5 "Sales quantity").
import type { SalesLine, SalesReportDetail } from '@epp/api/schemas';
import { isSalesReportEditable, type Period, type SalesReportTotals, salesReportTotals } from '@epp/core';

/** The report's totals, computed from its lines by @epp/core (the same rule the header uses). */
export function detailTotals(detail: SalesReportDetail): SalesReportTotals {
  return salesReportTotals(
    detail.lines.map((line) => ({
      quantity: line.quantity,
      deposit: line.deposit,
      processFee: line.process_fee,
      processFeeType: line.process_fee_type,
    })),
    { period: detail.header.period, vatFree: detail.report.is_vat_free },
  );
}

/** The detail with one line replaced by the line the server answered after a save. */
export function withSavedLine(detail: SalesReportDetail, saved: SalesLine): SalesReportDetail {
  return { ...detail, lines: detail.lines.map((line) => (line.id === saved.id ? saved : line)) };
}

/**
 * What a quantity field sends for its committed value: an empty field is sent as 0; null when that equals
 * the current quantity (nothing is sent).
 */
export function quantityToSend(value: number | null, current: number): number | null {
  const quantity = value ?? 0;
  return quantity === current ? null : quantity;
}

/** Whether the client may change this report: a recent period, UNSUBMITTED or REJECTED (core rule). */
export function isDetailEditable(detail: SalesReportDetail, currentPeriod: Period): boolean {
  return isSalesReportEditable({ period: detail.report.period, status: detail.report.status.value }, currentPeriod);
}

/** A line has the extra-fee tooltip when its extra fee is not zero. */
export function hasExtraFee(line: Pick<SalesLine, 'extra_fee'>): boolean {
  return Number(line.extra_fee) !== 0;
}

/**
 * The package id a quantity is saved under. The line carries no package id, so it is found by EAN in the
 * client's package list; null when the package is not there.
 */
export function packageIdOf(
  line: Pick<SalesLine, 'EAN'>,
  packages: readonly { id: number; EAN: string }[],
): number | null {
  return packages.find((row) => row.EAN === line.EAN)?.id ?? null;
}
