import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estonianMod11CheckDigit } from './mod11';
import { isValidEstonianPersonalCode, parseEstonianPersonalCode } from './personal-code';
import { isValidEstonianRegistryCode } from './registry-code';
import { estonianVatCheckDigit, isValidEstonianVatNumber, normalizeEstonianVatNumber } from './vat-number';

const digits = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/** Replaces the digit at `index` with a different one. */
function changeDigit(code: string, index: number, delta: number): string {
  return `${code.slice(0, index)}${(Number(code[index]) + delta) % 10}${code.slice(index + 1)}`;
}

describe('isValidEstonianPersonalCode', () => {
  it.each([
    ['37605030299', 'the classic example: a man born 3 May 1976'],
    ['49403136526', 'Smart-ID demo user, a woman born 13 March 1994'],
    ['38001085718', 'Mobile-ID demo user'],
    ['60001019906', 'Mobile-ID demo user born 1 January 2000'],
    ['37605030064', 'first-stage remainder 10, second stage gives 4'],
    ['37605030920', 'both stages give 10, check digit 0'],
    ['50002290002', '29 February 2000, a leap day'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidEstonianPersonalCode(code)).toBe(true);
  });

  it.each([
    ['37605030298', 'wrong check digit'],
    ['37605030921', 'both stages 10 but check digit not 0'],
    ['07605030299', 'first digit 0'],
    ['97605030299', 'first digit 9'],
    ['37613030293', 'month 13 (check digit right)'],
    ['37600030296', 'month 0 (check digit right)'],
    ['37602300292', '30 February (check digit right)'],
    ['30002290000', '29 February 1900, not a leap year (check digit right)'],
    ['3760503029', '10 digits'],
    ['376050302990', '12 digits'],
    ['3760503029a', 'letter'],
    ['', 'empty'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidEstonianPersonalCode(code)).toBe(false);
  });

  it('reads birth date and sex', () => {
    expect(parseEstonianPersonalCode('37605030299')).toEqual({ birthDate: '1976-05-03', sex: 'male' });
    expect(parseEstonianPersonalCode('49403136526')).toEqual({ birthDate: '1994-03-13', sex: 'female' });
    expect(parseEstonianPersonalCode('60001019906')).toEqual({ birthDate: '2000-01-01', sex: 'female' });
    expect(parseEstonianPersonalCode(123 as unknown as string)).toBeNull();
  });

  it('maps the first digit to the century: 1–2 1800s, 3–4 1900s, 5–6 2000s, 7–8 2100s', () => {
    const withCheck = (body: string) => `${body}${estonianMod11CheckDigit(body)}`;
    expect(parseEstonianPersonalCode(withCheck('1000101000'))?.birthDate).toBe('1800-01-01');
    expect(parseEstonianPersonalCode(withCheck('2991231000'))?.birthDate).toBe('1899-12-31');
    expect(parseEstonianPersonalCode(withCheck('5240229000'))?.birthDate).toBe('2024-02-29');
    expect(parseEstonianPersonalCode(withCheck('8000101000'))).toEqual({ birthDate: '2100-01-01', sex: 'female' });
  });

  it('accepts every real date completed with its check digit, and refuses any change of the check digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true }),
        digits(3),
        fc.integer({ min: 1, max: 9 }),
        (firstDigit, date, serial, delta) => {
          const iso = date.toISOString();
          const century = 1800 + Math.floor((firstDigit - 1) / 2) * 100;
          fc.pre(Number(iso.slice(0, 4)) - (Number(iso.slice(0, 4)) % 100) === century);
          const body = `${firstDigit}${iso.slice(2, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${serial}`;
          const code = `${body}${estonianMod11CheckDigit(body)}`;
          expect(isValidEstonianPersonalCode(code)).toBe(true);
          expect(isValidEstonianPersonalCode(changeDigit(code, 10, delta))).toBe(false);
        },
      ),
    );
  });
});

describe('isValidEstonianRegistryCode', () => {
  it.each([
    ['10421629', 'Eesti Energia AS'],
    ['10060701', 'Swedbank AS'],
    ['10004252', 'AS SEB Pank'],
    ['10539549', 'AS LHV Pank'],
    ['10234957', 'Telia Eesti AS'],
    ['14532901', 'Bolt Technology OÜ'],
    ['70000310', 'a state body code (7…) that passes the check'],
    ['10000640', 'both stages give 10, check digit 0'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidEstonianRegistryCode(code)).toBe(true);
  });

  it.each([
    ['10421628', 'wrong check digit'],
    ['10000641', 'both stages 10 but check digit not 0'],
    ['20421629', 'first digit 2'],
    ['1042162', '7 digits'],
    ['104216290', '9 digits'],
    ['1042162a', 'letter'],
    ['', 'empty'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidEstonianRegistryCode(code)).toBe(false);
  });

  it('refuses non-strings without throwing', () => {
    expect(isValidEstonianRegistryCode(null as unknown as string)).toBe(false);
  });

  it('accepts any 1/7/8/9 body completed with its check digit and refuses any single-digit change', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '7', '8', '9'),
        digits(6),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (first, rest, position, delta) => {
          const body = `${first}${rest}`;
          const code = `${body}${estonianMod11CheckDigit(body)}`;
          expect(isValidEstonianRegistryCode(code)).toBe(true);
          expect(isValidEstonianRegistryCode(changeDigit(code, 7, delta))).toBe(false);
          // A change in the body keeps the shape valid but breaks the check, unless the weights collide mod 11.
          const mutated = changeDigit(code, position, delta);
          const body2 = mutated.slice(0, 7);
          expect(isValidEstonianRegistryCode(mutated)).toBe(estonianMod11CheckDigit(body2) === Number(mutated[7]));
        },
      ),
    );
  });
});

describe('isValidEstonianVatNumber', () => {
  // Real-format KMKR numbers, each checked with the algorithm itself.
  it.each(['EE100127016', 'EE100931558', 'EE100247019', 'ee100247019', 'Ee100247019', '100247019'])(
    'accepts %s',
    (code) => {
      expect(isValidEstonianVatNumber(code)).toBe(true);
    },
  );

  it.each([
    ['EE100247018', 'wrong check digit'],
    ['EE10024701', '8 digits'],
    ['EE1002470190', '10 digits'],
    ['FI100247019', 'other country prefix'],
    ['EE 100247019', 'space'],
    ['EE10024701X', 'letter'],
    ['', 'empty'],
  ])('refuses %j (%s)', (code) => {
    expect(isValidEstonianVatNumber(code)).toBe(false);
  });

  it('refuses non-strings without throwing', () => {
    expect(isValidEstonianVatNumber(undefined as unknown as string)).toBe(false);
  });

  it('accepts any body completed with its 3-7-1 check digit, with or without EE, and refuses other check digits', () => {
    fc.assert(
      fc.property(digits(8), fc.constantFrom('', 'EE', 'ee'), fc.integer({ min: 1, max: 9 }), (body, prefix, delta) => {
        const code = `${prefix}${body}${estonianVatCheckDigit(body)}`;
        expect(isValidEstonianVatNumber(code)).toBe(true);
        expect(isValidEstonianVatNumber(changeDigit(code, code.length - 1, delta))).toBe(false);
      }),
    );
  });

  it('normalises to EE plus nine digits', () => {
    expect(normalizeEstonianVatNumber('ee100247019')).toBe('EE100247019');
    expect(normalizeEstonianVatNumber('100247019')).toBe('EE100247019');
    expect(normalizeEstonianVatNumber('EE100247018')).toBeNull();
  });
});
