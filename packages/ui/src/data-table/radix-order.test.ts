import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { radixOrder } from './radix-order';

/** The reference: a comparator sort of the given indices, ties in their given order. */
const byComparator = (indices: number[], keys: number[], desc: boolean) =>
  indices
    .map((index, position) => ({ index, position }))
    .sort((a, b) => {
      const x = keys[a.index] as number;
      const y = keys[b.index] as number;
      return (desc ? (x < y ? 1 : x > y ? -1 : 0) : x < y ? -1 : x > y ? 1 : 0) || a.position - b.position;
    })
    .map(({ index }) => index);

describe('radixOrder', () => {
  it('orders like a stable comparator sort, both ways, for any numbers (negatives, ±0, ±∞, fractions)', () => {
    const key = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -3, max: 3 }),
      fc.constantFrom(0, -0, Number.MAX_SAFE_INTEGER, 999_999_999_999_999),
    );
    fc.assert(
      fc.property(fc.array(key, { maxLength: 120 }), fc.boolean(), fc.boolean(), (keys, desc, shuffle) => {
        const indices = keys.map((_, index) => index);
        if (shuffle) indices.reverse();
        const order = radixOrder(Uint32Array.from(indices), (index) => keys[index] as number, desc);
        expect([...order]).toEqual(byComparator(indices, keys, desc));
      }),
    );
  });

  it('sorts 13-digit codes exactly (they differ only in low bits)', () => {
    const keys = [4_740_000_000_024, 4_740_000_000_017, 4_740_000_000_017, 4_740_000_000_031];
    expect([...radixOrder(Uint32Array.of(0, 1, 2, 3), (index) => keys[index] as number, false)]).toEqual([1, 2, 0, 3]);
    expect([...radixOrder(Uint32Array.of(0, 1, 2, 3), (index) => keys[index] as number, true)]).toEqual([3, 0, 1, 2]);
  });

  it('returns an empty order for no indices', () => {
    expect(radixOrder(new Uint32Array(0), () => 0, false)).toHaveLength(0);
  });
});
