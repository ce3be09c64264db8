import { Decimal } from '../money/decimal';
import { normalizeDecimalInput } from './numeric-input';

/** The limits of a number field: the spec's quantity is `{ integer: true, min: 1 }`, rPET `{ decimals: 2, min: 0, max: 100 }`. */
export interface NumberFieldLimits {
  min?: number;
  max?: number;
  /** Keep at most this many decimals, rounded half away from zero (the rounding of every core rule). */
  decimals?: number;
  /** Whole numbers only: a typed fraction is cut off, as the sales quantity rule does ("7,9" → 7). */
  integer?: boolean;
}

function clamp(value: Decimal, { min, max }: NumberFieldLimits): Decimal {
  if (min !== undefined && value.compare(min) < 0) return Decimal.from(min);
  if (max !== undefined && value.compare(max) > 0) return Decimal.from(max);
  return value;
}

/** Cuts the fraction of a non-negative decimal (the numeric helper never lets a minus sign through). */
function wholePart(value: Decimal): Decimal {
  const [integer = '0'] = value.toString().split('.');
  return Decimal.from(integer);
}

/**
 * What a number field commits for its text: read through the numeric helper (comma or point, other
 * characters dropped), then cut or rounded, then clamped to min and max. Null when the text holds no number
 * (the screen decides: the sales quantity sends 0, the rPET percentage keeps its old value).
 */
export function numberFieldValue(raw: string, limits: NumberFieldLimits = {}): number | null {
  const normalized = normalizeDecimalInput(raw);
  if (!/[0-9]/.test(normalized)) return null;
  const value = Decimal.from(normalized);
  const shaped = limits.integer
    ? wholePart(value)
    : limits.decimals === undefined
      ? value
      : value.round(limits.decimals);
  return clamp(shaped, limits).toNumber();
}

/**
 * One arrow-key step of a number field, exact (0.1 + 0.2 is 0.3): from an empty field the first step lands
 * on min (or 0); the result stays within min and max.
 */
export function stepNumberFieldValue(
  current: number | null,
  direction: 1 | -1,
  { step = 1, ...limits }: NumberFieldLimits & { step?: number } = {},
): number {
  const next =
    current === null ? Decimal.from(limits.min ?? 0) : Decimal.from(current).plus(Decimal.from(step).times(direction));
  return clamp(next, limits).toNumber();
}
