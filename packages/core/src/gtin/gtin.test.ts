import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, isValidGtin, withGtinCheckDigit } from './gtin';

const digits = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });

describe('isValidGtin', () => {
  // GS1's own examples (GS1 General Specifications, check digit calculator) and real retail codes.
  it.each([
    ['96385074', 'GTIN-8 (GS1 example)'],
    ['40170725', 'GTIN-8 (Ritter Sport Mini)'],
    ['036000291452', 'GTIN-12 / UPC-A (GS1 example)'],
    ['4006381333931', 'GTIN-13 (GS1 example, Stabilo)'],
    ['5000112637922', 'GTIN-13 (Coca-Cola 0.5 l)'],
    ['10614141000415', 'GTIN-14 (GS1 US example)'],
    ['00012345600012', 'GTIN-14 padded GTIN-12'],
  ])('accepts %s, %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ['4006381333932', 'wrong check digit'],
    ['96385075', 'wrong check digit'],
    ['', 'empty'],
    ['400638133393', 'GTIN-13 without its check digit (12 digits, invalid as GTIN-12)'],
    ['123456789', '9 digits'],
    ['123456789012345', '15 digits'],
    [' 4006381333931', 'leading space'],
    ['4006381333931 ', 'trailing space'],
    ['400638133393a', 'letter'],
    ['4006381-333931', 'hyphen'],
    ['٤٠٠٦٣٨١٣٣٣٩٣١', 'Arabic-Indic digits'],
    ['4006381.33393', 'decimal point'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isValidGtin(value as string)).toBe('boolean');
      }),
    );
  });

  it('accepts any body of a GTIN length completed with its computed check digit', () => {
    fc.assert(
      fc.property(fc.constantFrom(8, 12, 13, 14), digits(13, 13), (length, body) => {
        expect(isValidGtin(withGtinCheckDigit(body.slice(0, length - 1)))).toBe(true);
      }),
    );
  });

  it('refuses every single-digit change of a valid GTIN', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 12, 13, 14),
        digits(13, 13),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (length, body, position, delta) => {
          const valid = withGtinCheckDigit(body.slice(0, length - 1));
          const index = position % valid.length;
          const changed = (Number(valid[index]) + delta) % 10;
          const mutated = `${valid.slice(0, index)}${changed}${valid.slice(index + 1)}`;
          expect(isValidGtin(mutated)).toBe(false);
        },
      ),
    );
  });

  it('refuses codes of other lengths even with a correct check digit', () => {
    fc.assert(
      fc.property(digits(1, 20), (body) => {
        const code = withGtinCheckDigit(body);
        fc.pre(![8, 12, 13, 14].includes(code.length));
        expect(isValidGtin(code)).toBe(false);
      }),
    );
  });
});

describe('gtinCheckDigit', () => {
  it('computes the GS1 mod-10 check digit', () => {
    expect(gtinCheckDigit('400638133393')).toBe(1);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('1061414100041')).toBe(5);
    expect(gtinCheckDigit('0000000')).toBe(0);
  });

  it('is always one digit', () => {
    fc.assert(
      fc.property(digits(1, 17), (body) => {
        const check = gtinCheckDigit(body);
        expect(Number.isInteger(check) && check >= 0 && check <= 9).toBe(true);
      }),
    );
  });

  it.each(['', '12a4', ' 123'])('throws for %j and names it', (input) => {
    expect(() => gtinCheckDigit(input)).toThrow(`GTIN digits expected, got "${input}"`);
  });
});
