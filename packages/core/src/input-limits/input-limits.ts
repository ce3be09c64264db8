import { parseDecimalInput } from '../numeric-input/numeric-input';

/**
 * Whether a typed number carries a minus sign before its first digit. The spec's numeric helper drops every
 * character but digits and the point, so "-5" would silently become 5: a field refuses it instead.
 */
export function isNegativeInput(raw: string): boolean {
  return /^[^0-9]*[-\u2212][^0-9]*[0-9]/.test(raw);
}

/** Whether a typed number, read as the numeric helper reads it, is above `max` (no number: not above). */
export function isInputAbove(raw: string, max: number): boolean {
  const value = parseDecimalInput(raw);
  return value !== null && value.compare(max) > 0;
}
