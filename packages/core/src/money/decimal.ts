/**
 * A tiny exact decimal: an integer number of units at a decimal scale (value = units / 10^scale).
 * Money never touches binary floating point here: `Decimal.from(1.005)` reads the number's shortest
 * decimal spelling ("1.005"), so `1 × 1.005` rounds to 1.01, not to the 1.00 that `Math.round` gives.
 */

export type DecimalInput = Decimal | string | number | bigint;

/** Rounding is half away from zero everywhere (1.005 → 1.01, −1.005 → −1.01), as the spec's totals expect. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const absDenominator = denominator < 0n ? -denominator : denominator;
  if (twiceRemainder < absDenominator) return quotient;
  const negative = numerator < 0n !== denominator < 0n;
  return negative ? quotient - 1n : quotient + 1n;
}

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

export class Decimal {
  /** units / 10^scale; scale is never negative. */
  readonly units: bigint;
  readonly scale: number;

  private constructor(units: bigint, scale: number) {
    this.units = units;
    this.scale = scale;
  }

  static readonly ZERO = new Decimal(0n, 0);

  /**
   * Reads a decimal from a string ("1 234,5" is not accepted: normalise user input first with
   * `normalizeDecimalInput`), a finite number (its shortest decimal spelling), a bigint or a Decimal.
   * Throws a RangeError that names the value when it is not a decimal.
   */
  static from(value: DecimalInput): Decimal {
    if (value instanceof Decimal) return value;
    if (typeof value === 'bigint') return new Decimal(value, 0);
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new RangeError(`Not a finite decimal: ${String(value)}`);
    }
    const text = String(value).trim();
    const match = DECIMAL_PATTERN.exec(text);
    const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = match ?? [];
    if (!match || integerDigits.length + fractionDigits.length === 0) {
      throw new RangeError(`Not a decimal number: "${String(value)}"`);
    }
    const units = BigInt(`${sign}${integerDigits}${fractionDigits}`);
    const scale = fractionDigits.length - Number(exponentText);
    return scale >= 0 ? new Decimal(units, scale) : new Decimal(units * pow10(-scale), 0);
  }

  /** The sum of any number of values, exact. */
  static sum(values: Iterable<DecimalInput>): Decimal {
    let total = Decimal.ZERO;
    for (const value of values) total = total.plus(value);
    return total;
  }

  /** Whether the value can be read by `Decimal.from` without throwing. */
  static isDecimal(value: unknown): value is DecimalInput {
    if (value instanceof Decimal || typeof value === 'bigint') return true;
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    try {
      Decimal.from(value);
      return true;
    } catch {
      return false;
    }
  }

  /** The units of this value at a scale at least as large as its own. */
  private unitsAt(scale: number): bigint {
    return this.units * pow10(scale - this.scale);
  }

  plus(other: DecimalInput): Decimal {
    const right = Decimal.from(other);
    const scale = Math.max(this.scale, right.scale);
    return new Decimal(this.unitsAt(scale) + right.unitsAt(scale), scale);
  }

  minus(other: DecimalInput): Decimal {
    return this.plus(Decimal.from(other).negated());
  }

  times(other: DecimalInput): Decimal {
    const right = Decimal.from(other);
    return new Decimal(this.units * right.units, this.scale + right.scale);
  }

  /** this ÷ divisor, rounded half away from zero to `places` decimals. Throws on division by zero. */
  dividedBy(divisor: DecimalInput, places: number): Decimal {
    const right = Decimal.from(divisor);
    if (right.units === 0n) throw new RangeError('Division by zero');
    // (a / 10^sa) / (b / 10^sb) * 10^p = a * 10^(sb + p) / (b * 10^sa)
    const numerator = this.units * pow10(right.scale + places);
    const denominator = right.units * pow10(this.scale);
    return new Decimal(divideRounded(numerator, denominator), places);
  }

  negated(): Decimal {
    return new Decimal(-this.units, this.scale);
  }

  abs(): Decimal {
    return this.units < 0n ? this.negated() : this;
  }

  /** Rounded half away from zero to `places` decimals (never adds precision it does not have). */
  round(places: number): Decimal {
    if (places >= this.scale) return this;
    return new Decimal(divideRounded(this.units, pow10(this.scale - places)), places);
  }

  /** −1, 0 or 1 as this is less than, equal to or greater than `other`. */
  compare(other: DecimalInput): -1 | 0 | 1 {
    const right = Decimal.from(other);
    const scale = Math.max(this.scale, right.scale);
    const difference = this.unitsAt(scale) - right.unitsAt(scale);
    return difference === 0n ? 0 : difference < 0n ? -1 : 1;
  }

  equals(other: DecimalInput): boolean {
    return this.compare(other) === 0;
  }

  isZero(): boolean {
    return this.units === 0n;
  }

  isNegative(): boolean {
    return this.units < 0n;
  }

  /** Fixed-point text with exactly `places` decimals, rounded half away from zero: "1.01", "-0.50". */
  toFixed(places: number): string {
    const rounded = this.round(places);
    const units = rounded.unitsAt(places);
    const digits = (units < 0n ? -units : units).toString().padStart(places + 1, '0');
    const integer = digits.slice(0, digits.length - places);
    const fraction = digits.slice(digits.length - places);
    return `${units < 0n ? '-' : ''}${integer}${places > 0 ? `.${fraction}` : ''}`;
  }

  /** The shortest exact spelling: "1.005", "12", "-0.5". */
  toString(): string {
    let units = this.units;
    let scale = this.scale;
    while (scale > 0 && units % 10n === 0n) {
      units /= 10n;
      scale -= 1;
    }
    return new Decimal(units, scale).toFixed(scale);
  }

  /** JSON carries the exact text, never a float. */
  toJSON(): string {
    return this.toString();
  }

  /** For display widgets and APIs that need a number; may lose precision beyond ~15 digits. */
  toNumber(): number {
    return Number(this.toString());
  }
}
