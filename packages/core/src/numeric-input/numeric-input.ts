import { Decimal } from '../money/decimal';

/**
 * The spec's numeric helper: a comma becomes a dot, then everything but digits and the first decimal point is
 * dropped. "1 234,56 €" → "1234.56", "abc" → "", "-5" → "5" (no negative inputs exist in the portal).
 */
export function normalizeDecimalInput(raw: string): string {
  let seenPoint = false;
  let result = '';
  for (const character of raw.replace(/,/g, '.')) {
    if (character >= '0' && character <= '9') result += character;
    else if (character === '.' && !seenPoint) {
      seenPoint = true;
      result += character;
    }
  }
  return result;
}

/** The normalised input as a Decimal, or null when it holds no digits ("", "." or letters only). */
export function parseDecimalInput(raw: string): Decimal | null {
  const normalized = normalizeDecimalInput(raw);
  return /[0-9]/.test(normalized) ? Decimal.from(normalized) : null;
}

/** Whether a whole input is a number ("12,5" and " 12.5 " yes; "12a" and "" no): the package weight rule. */
export function isNumericInput(raw: string): boolean {
  return /^\s*[0-9]+(?:[.,][0-9]+)?\s*$/.test(raw);
}

/**
 * The rPET recycled percentage as it is saved: normalised, rounded half away from zero to 2 decimals and
 * clamped to 0–100 (the helper already drops minus signs). Null when the input holds no number (the field then keeps its old value).
 */
export function recycledPercentageFromInput(raw: string): Decimal | null {
  const value = parseDecimalInput(raw);
  if (value === null) return null;
  const rounded = value.round(2);
  return rounded.compare(100) > 0 ? Decimal.from(100) : rounded;
}

/**
 * What a sales quantity field sends on blur: null when the value is unchanged (nothing is sent), 0 for an
 * empty field, otherwise the whole number typed (a fraction is cut off: the field steps by 1).
 */
export function salesQuantityToSend(raw: string, current: number): number | null {
  const normalized = normalizeDecimalInput(raw);
  const point = normalized.indexOf('.');
  const wholePart = point === -1 ? normalized : normalized.slice(0, point);
  const quantity = wholePart === '' ? 0 : Number(wholePart);
  return quantity === current ? null : quantity;
}

/**
 * A number filter's range, its ends typed as people type them ("12,5", "1 000"): the value lies between the
 * ends, both included; an empty or unreadable end is open. An empty value (null) is never in a range.
 */
export function isNumberInRange(value: number | null, range: { from?: string; to?: string }): boolean {
  if (value === null || Number.isNaN(value)) return false;
  const end = (raw: string | undefined) => {
    const parsed = raw === undefined ? null : parseDecimalInput(raw);
    return parsed === null ? null : parsed.toNumber();
  };
  const from = end(range.from);
  const to = end(range.to);
  return (from === null || value >= from) && (to === null || value <= to);
}
