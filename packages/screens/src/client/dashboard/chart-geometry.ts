// The statistics chart's geometry: one stacked bar per month (deposit below, process fee above) on a scale
// that ends at a round number. Pure numbers, so the drawing is tested without a browser.

export interface ChartMonth {
  /** The month as the server gives it (YYYY-MM). */
  date: string;
  deposit: number;
  processFee: number;
  /** Months of the current year are drawn in full colour, earlier ones faded. */
  currentYear: boolean;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels on the left and the month labels below. */
  left: number;
  bottom: number;
  top: number;
  /** The share of a month's slot the bar takes (0..1). */
  barShare: number;
}

export interface ChartBar {
  month: ChartMonth;
  x: number;
  barWidth: number;
  /** The slot's centre, for the month label. */
  centre: number;
  depositY: number;
  depositHeight: number;
  feeY: number;
  feeHeight: number;
}

export interface ChartLayout {
  /** The scale's top value (a round number ≥ the largest month). */
  max: number;
  /** Horizontal guide lines: value and y. */
  ticks: { value: number; y: number }[];
  bars: ChartBar[];
  baseline: number;
}

/** The smallest of 1, 2, 2.5, 5 × 10^k that is ≥ value; 1 for nothing (so an empty year still has a scale). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/** Bars, guides and scale of the stacked monthly chart in the given box. Negative amounts count as 0. */
export function chartLayout(months: readonly ChartMonth[], box: ChartBox, tickCount = 4): ChartLayout {
  const totals = months.map((month) => Math.max(0, month.deposit) + Math.max(0, month.processFee));
  const max = niceCeiling(Math.max(0, ...totals));
  const plotHeight = box.height - box.top - box.bottom;
  const baseline = box.top + plotHeight;
  const scale = (value: number) => (Math.max(0, value) / max) * plotHeight;
  const slot = months.length === 0 ? 0 : (box.width - box.left) / months.length;
  const barWidth = slot * box.barShare;
  const ticks = Array.from({ length: tickCount + 1 }, (_, index) => {
    const value = (max / tickCount) * index;
    return { value, y: baseline - scale(value) };
  });
  const bars = months.map((month, index) => {
    const depositHeight = scale(month.deposit);
    const feeHeight = scale(month.processFee);
    const x = box.left + slot * index + (slot - barWidth) / 2;
    return {
      month,
      x,
      barWidth,
      centre: box.left + slot * index + slot / 2,
      depositY: baseline - depositHeight,
      depositHeight,
      feeY: baseline - depositHeight - feeHeight,
      feeHeight,
    };
  });
  return { max, ticks, bars, baseline };
}
