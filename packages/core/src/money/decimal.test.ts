import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';

/** Decimals as integer units at a random scale, so the properties cover 0 to 6 decimals. */
const decimalArb = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 6 }))
  .map(([units, scale]) => Decimal.from(`${units}e-${scale}`));

describe('Decimal.from', () => {
  it.each([
    ['1.005', '1.005'],
    ['  -0.50 ', '-0.5'],
    ['+12', '12'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['1e3', '1000'],
    ['1.5E-3', '0.0015'],
    ['-0', '0'],
  ])('reads %j as %s', (input, expected) => {
    expect(Decimal.from(input).toString()).toBe(expected);
  });

  it('reads a number by its shortest spelling, not its binary value', () => {
    expect(Decimal.from(1.005).toString()).toBe('1.005');
    expect(Decimal.from(0.1).plus(0.2).toString()).toBe('0.3');
    expect(Decimal.from(1e21).toString()).toBe('1000000000000000000000');
    expect(Decimal.from(-1.5e-7).toString()).toBe('-0.00000015');
  });

  it('reads bigints and returns Decimals unchanged', () => {
    const value = Decimal.from(42n);
    expect(value.toString()).toBe('42');
    expect(Decimal.from(value)).toBe(value);
  });

  it.each(['', ' ', '-', '.', 'abc', '1,5', '1.2.3', 'e5', '1e', '12 345'])('refuses %j and names it', (input) => {
    expect(() => Decimal.from(input)).toThrow(new RangeError(`Not a decimal number: "${input}"`));
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('refuses the number %s', (input) => {
    expect(() => Decimal.from(input)).toThrow(RangeError);
  });

  it('tells decimals from other values', () => {
    expect(Decimal.isDecimal('1.5')).toBe(true);
    expect(Decimal.isDecimal(3)).toBe(true);
    expect(Decimal.isDecimal(3n)).toBe(true);
    expect(Decimal.isDecimal(Decimal.ZERO)).toBe(true);
    expect(Decimal.isDecimal('x')).toBe(false);
    expect(Decimal.isDecimal(Number.NaN)).toBe(false);
    expect(Decimal.isDecimal(null)).toBe(false);
    expect(Decimal.isDecimal({})).toBe(false);
  });
});

describe('Decimal arithmetic', () => {
  it('multiplies exactly: 1 × 1.005 rounds to 1.01', () => {
    expect(Decimal.from(1).times(1.005).round(2).toFixed(2)).toBe('1.01');
    expect(Math.round(1 * 1.005 * 100) / 100).toBe(1); // the float bug this type exists for
  });

  it('rounds half away from zero', () => {
    expect(Decimal.from('2.345').round(2).toString()).toBe('2.35');
    expect(Decimal.from('-2.345').round(2).toString()).toBe('-2.35');
    expect(Decimal.from('2.3449').round(2).toString()).toBe('2.34');
    expect(Decimal.from('-2.3449').round(2).toString()).toBe('-2.34');
    expect(Decimal.from('0.5').round(0).toString()).toBe('1');
    expect(Decimal.from('-0.5').round(0).toString()).toBe('-1');
    expect(Decimal.from('1.5').round(4).toFixed(4)).toBe('1.5000');
  });

  it('divides with rounding to the requested places', () => {
    expect(Decimal.from('22.11').dividedBy('22.11', 2).toString()).toBe('1');
    expect(Decimal.from('1').dividedBy('3', 4).toString()).toBe('0.3333');
    expect(Decimal.from('2').dividedBy('3', 2).toString()).toBe('0.67');
    expect(Decimal.from('-2').dividedBy('3', 2).toString()).toBe('-0.67');
    expect(Decimal.from('2').dividedBy('-3', 2).toString()).toBe('-0.67');
    expect(Decimal.from('1').dividedBy('-8', 2).toString()).toBe('-0.13');
    expect(() => Decimal.from('1').dividedBy('0.00', 2)).toThrow('Division by zero');
  });

  it('compares, negates and reports its sign', () => {
    expect(Decimal.from('1.10').compare('1.1')).toBe(0);
    expect(Decimal.from('1.10').equals('1.1')).toBe(true);
    expect(Decimal.from('-1').compare('0.5')).toBe(-1);
    expect(Decimal.from('2').compare('1.99')).toBe(1);
    expect(Decimal.from('-1.5').abs().toString()).toBe('1.5');
    expect(Decimal.from('1.5').abs().toString()).toBe('1.5');
    expect(Decimal.from('0.00').isZero()).toBe(true);
    expect(Decimal.from('-0.01').isNegative()).toBe(true);
    expect(Decimal.from('3').minus('0.25').toString()).toBe('2.75');
  });

  it('sums any iterable', () => {
    expect(Decimal.sum(['0.1', 0.2, 3n]).toString()).toBe('3.3');
    expect(Decimal.sum([]).toString()).toBe('0');
  });

  it('prints fixed, shortest, JSON and number forms', () => {
    const value = Decimal.from('-0.5');
    expect(value.toFixed(2)).toBe('-0.50');
    expect(value.toFixed(0)).toBe('-1');
    expect(Decimal.from('-0.004').toFixed(2)).toBe('0.00');
    expect(JSON.stringify({ value })).toBe('{"value":"-0.5"}');
    expect(Decimal.from('12.340').toNumber()).toBe(12.34);
  });
});

describe('Decimal properties', () => {
  it('addition is exact: (a + b) − b = a, and commutative', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        expect(a.plus(b).minus(b).equals(a)).toBe(true);
        expect(a.plus(b).equals(b.plus(a))).toBe(true);
      }),
    );
  });

  it('round-trips through its text', () => {
    fc.assert(
      fc.property(decimalArb, (a) => {
        expect(Decimal.from(a.toString()).equals(a)).toBe(true);
      }),
    );
  });

  it('rounding moves a value by at most half a unit of the last place, and is symmetric around zero', () => {
    fc.assert(
      fc.property(decimalArb, fc.integer({ min: 0, max: 6 }), (a, places) => {
        const error = a.round(places).minus(a).abs();
        expect(error.compare(Decimal.from(`5e-${places + 1}`))).toBeLessThanOrEqual(0);
        expect(a.negated().round(places).equals(a.round(places).negated())).toBe(true);
      }),
    );
  });

  it('comparison agrees with subtraction', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        const difference = a.minus(b);
        const expected = difference.isZero() ? 0 : difference.isNegative() ? -1 : 1;
        expect(a.compare(b)).toBe(expected);
      }),
    );
  });

  it('division times the divisor gives back the dividend within the rounding', () => {
    fc.assert(
      fc.property(decimalArb, decimalArb, (a, b) => {
        fc.pre(!b.isZero());
        const quotient = a.dividedBy(b, 8);
        const residual = quotient.times(b).minus(a).abs();
        expect(residual.compare(b.abs().times('5e-9'))).toBeLessThanOrEqual(0);
      }),
    );
  });
});
