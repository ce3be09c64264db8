// Comparators of the table's client mode. TanStack's 'auto' sort picks the alphanumeric comparator for strings
// with digits (an EAN), which splits every value with a regular expression on every comparison: at 100,000
// rows that is seconds. Columns name one of these instead.
import { constructSortFn } from '@tanstack/react-table';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * Digit strings (EAN, registry codes) in numeric order without parsing: a shorter string is a smaller number,
 * strings of equal length compare as text. EAN-8 codes therefore sort before EAN-13 codes.
 */
export function compareDigits(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Plain code-unit order: ISO dates, periods and other values that sort as written. */
export function compareBasic(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// One collator for every comparison: creating one per call (as localeCompare does) is the slow part.
const collator = new Intl.Collator('et', { sensitivity: 'base' });

/** Names and other human text in Estonian alphabetical order (š after s, õ ä ö ü after w), ignoring case. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

/** Numbers; an empty value (or NaN, which has no order) counts as the smallest. */
export function compareNumbers(a: unknown, b: unknown): number {
  const x = typeof a === 'number' && !Number.isNaN(a) ? a : Number.NEGATIVE_INFINITY;
  const y = typeof b === 'number' && !Number.isNaN(b) ? b : Number.NEGATIVE_INFINITY;
  return x < y ? -1 : x > y ? 1 : 0;
}

export const digitsSort = constructSortFn({ sort: (a, b) => compareDigits(asText(a), asText(b)) });
export const basicSort = constructSortFn({ sort: (a, b) => compareBasic(asText(a), asText(b)) });
export const textSort = constructSortFn({ sort: (a, b) => compareText(asText(a), asText(b)) });
export const numberSort = constructSortFn({ sort: compareNumbers });
