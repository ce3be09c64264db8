import { describe, expect, it } from 'vitest';
import { chartLayout, niceCeiling } from './chart-geometry';

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(-3)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(2.2)).toBe(2.5);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(1234)).toBe(2000);
  });
});

describe('chartLayout', () => {
  const box = { width: 220, height: 120, left: 20, bottom: 20, top: 0, barShare: 0.5 };

  it('stacks the process fee on the deposit on a round scale', () => {
    const layout = chartLayout(
      [
        { date: '2025-12', deposit: 60, processFee: 20, currentYear: false },
        { date: '2026-01', deposit: 100, processFee: 0, currentYear: true },
      ],
      box,
    );
    expect(layout.max).toBe(100);
    expect(layout.baseline).toBe(100);
    expect(layout.ticks.map((tick) => [tick.value, tick.y])).toEqual([
      [0, 100],
      [25, 75],
      [50, 50],
      [75, 25],
      [100, 0],
    ]);
    const [first, second] = layout.bars;
    expect(first).toMatchObject({ x: 45, barWidth: 50, centre: 70, depositY: 40, depositHeight: 60 });
    expect(first?.feeY).toBe(20);
    expect(first?.feeHeight).toBe(20);
    expect(second).toMatchObject({ x: 145, depositY: 0, depositHeight: 100, feeHeight: 0 });
  });

  it('draws nothing below zero and keeps a scale without months', () => {
    const layout = chartLayout([{ date: '2026-01', deposit: -5, processFee: 0, currentYear: true }], box, 2);
    expect(layout.max).toBe(1);
    expect(layout.bars[0]?.depositHeight).toBe(0);
    expect(chartLayout([], box).bars).toEqual([]);
  });
});
