// How a column orders row indices: a comparator for any two rows and, for numbers and digit strings (EANs), a
// comparator-free sort (radix-order.ts). The keys are read once per column and data array (client-rows.ts
// caches an ordering per column).
import { radixOrder } from './radix-order';
import { compareBasic, compareDigits, compareNumbers, compareText } from './sort-fns';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** Indices into the data array in shown order: filtered, then sorted. */
export type RowOrder = Uint32Array;

type Compare = (a: never, b: never) => number;

/** The comparators by the column's `sortFn` name; anything else sorts as text in code-unit order. */
const comparators: Readonly<Record<string, Compare>> = {
  digits: compareDigits,
  basic: compareBasic,
  text: compareText,
  number: compareNumbers,
};

/** Compares two data indices. */
type IndexCompare = (a: number, b: number) => number;

/**
 * A column's ascending order: `compare` for any two data indices and, for numbers and digit strings (EANs),
 * `sort`, which orders a set of indices by a radix sort of plain numbers (no comparator call per pair) — at
 * 100,000 rows the difference between a smooth and a sluggish header click. Equal values keep the given order
 * in both directions. The order is the comparators' of sort-fns.ts (property tests hold them equal).
 */
export interface ColumnOrdering {
  compare: IndexCompare;
  sort?: (indices: RowOrder, desc: boolean) => RowOrder;
}

/** Re-orders `order` stably by a small key (`lengths`, 0–15): counting sort, ascending or descending. */
function stableByLength(order: RowOrder, lengths: Uint8Array, desc: boolean): RowOrder {
  const bucketOf = (index: number) => (desc ? 15 - (lengths[index] as number) : (lengths[index] as number));
  const starts = new Uint32Array(17);
  for (let rank = 0; rank < order.length; rank++) (starts[bucketOf(order[rank] as number) + 1] as number)++;
  for (let bucket = 1; bucket < starts.length; bucket++) {
    starts[bucket] = (starts[bucket] as number) + (starts[bucket - 1] as number);
  }
  const result = new Uint32Array(order.length);
  for (let rank = 0; rank < order.length; rank++) {
    const index = order[rank] as number;
    const bucket = bucketOf(index);
    result[starts[bucket] as number] = index;
    starts[bucket] = (starts[bucket] as number) + 1;
  }
  return result;
}

/** A number's sort key: an empty value (or NaN) counts as the smallest, as compareNumbers says. */
const numberKey = (value: unknown) =>
  typeof value === 'number' && !Number.isNaN(value) ? value : Number.NEGATIVE_INFINITY;

const ZERO = 48; // '0'

/**
 * Digit strings of 1–15 digits as exact numbers and lengths, read in one pass (no regular expression, no
 * string-to-number parse); null when a value is anything else, so the column sorts by comparator instead.
 */
function readDigitStrings(values: readonly unknown[]) {
  const numbers = new Float64Array(values.length);
  const lengths = new Uint8Array(values.length);
  let hasLeadingZero = false;
  for (let index = 0; index < values.length; index++) {
    const text = values[index];
    if (typeof text !== 'string' || text.length === 0 || text.length > 15) return null;
    let number = 0;
    for (let position = 0; position < text.length; position++) {
      const digit = text.charCodeAt(position) - ZERO;
      if (digit < 0 || digit > 9) return null;
      number = number * 10 + digit;
    }
    numbers[index] = number;
    lengths[index] = text.length;
    if (text.length > 1 && text.charCodeAt(0) === ZERO) hasLeadingZero = true;
  }
  return { numbers, lengths, hasLeadingZero };
}

export function indexOrdering(values: readonly unknown[], sortFn: string): ColumnOrdering {
  if (sortFn === 'number') {
    const keys = Float64Array.from(values, numberKey);
    return {
      compare: (a, b) => compareNumbers(keys[a], keys[b]),
      sort: (indices, desc) => radixOrder(indices, (index) => keys[index] as number, desc),
    };
  }
  const digitStrings = sortFn === 'digits' ? readDigitStrings(values) : null;
  if (digitStrings) {
    // A shorter digit string is a smaller number; equal lengths compare as exact numbers (≤ 15 digits). So:
    // order by the number, then stably by the length — needless when no value has a leading zero, as then
    // the longer string is always the larger number.
    const { numbers, lengths, hasLeadingZero } = digitStrings;
    return {
      compare: (a, b) =>
        (lengths[a] as number) - (lengths[b] as number) || (numbers[a] as number) - (numbers[b] as number),
      sort: (indices, desc) => {
        const byNumber = radixOrder(indices, (index) => numbers[index] as number, desc);
        return hasLeadingZero ? stableByLength(byNumber, lengths, desc) : byNumber;
      },
    };
  }
  const texts = values.map(asText);
  const compare = (comparators[sortFn] ?? compareBasic) as (a: string, b: string) => number;
  return { compare: (a, b) => compare(texts[a] as string, texts[b] as string) };
}
