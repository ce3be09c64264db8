import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIban, ibanCheckDigits, isValidIban, normalizeIban } from './iban';
import { IBAN_LENGTHS } from './iban-lengths';

// The SWIFT IBAN Registry's example IBAN for each country named.
const REGISTRY_EXAMPLES = [
  'EE382200221020145685',
  'FI2112345600000785',
  'LV80BANK0000435195001',
  'LT121000011101001000',
  'DE89370400440532013000',
  'GB29NWBK60161331926819',
  'FR1420041010050500013M02606',
  'NO9386011117947',
  'SE4550000000058398257466',
  'PL61109010140000071219812874',
  'BE68539007547034',
  'MT84MALT011000012345MTLCAST001S',
  'RU0304452522540817810538091310419',
  'LC55HEMM000100010012001200023015',
];

describe('isValidIban', () => {
  it.each(REGISTRY_EXAMPLES)('accepts the registry example %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('ignores spaces and case', () => {
    expect(isValidIban('EE38 2200 2210 2014 5685')).toBe(true);
    expect(isValidIban('ee38 2200 2210 2014 5685')).toBe(true);
    expect(isValidIban('fr14 2004 1010 0505 0001 3m02 606')).toBe(true);
  });

  it.each([
    ['EE382200221020145686', 'wrong check'],
    ['EE39220022102014568', 'too short for EE'],
    ['EE3822002210201456850', 'too long for EE'],
    ['US64SVBKUS6S3300958879', 'a country without IBAN'],
    ['EE38-2200-2210-2014-5685', 'hyphens'],
    ['EE382200221020145685\t', 'a tab is not a space'],
    ['1E382200221020145685', 'digit in the country'],
    ['EEA82200221020145685', 'letter in the check digits'],
    ['', 'empty'],
  ])('refuses %j (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('refuses non-strings without throwing', () => {
    expect(isValidIban(42 as unknown as string)).toBe(false);
  });

  const bban = (length: number) =>
    fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      minLength: length,
      maxLength: length,
    });
  const countryAndBban = fc
    .constantFrom(...Object.entries(IBAN_LENGTHS))
    .chain(([country, length]) => bban(length - 4).map((body) => [country, body] as const));

  it('accepts any BBAN of the right length completed with its check digits, in any case and spacing', () => {
    fc.assert(
      fc.property(countryAndBban, ([country, body]) => {
        const iban = `${country}${ibanCheckDigits(country, body)}${body}`;
        expect(isValidIban(iban)).toBe(true);
        expect(isValidIban(formatIban(iban).toLowerCase())).toBe(true);
      }),
    );
  });

  it('refuses any single-character substitution (mod 97 catches them all)', () => {
    fc.assert(
      fc.property(countryAndBban, fc.nat(), fc.integer({ min: 1, max: 9 }), ([country, body], position, delta) => {
        const iban = `${country}${ibanCheckDigits(country, body)}${body}`;
        const index = 2 + (position % (iban.length - 2));
        const character = iban[index] ?? '0';
        const replacement = /[0-9]/.test(character)
          ? String((Number(character) + delta) % 10)
          : String.fromCharCode(((character.charCodeAt(0) - 65 + delta) % 26) + 65);
        expect(isValidIban(`${iban.slice(0, index)}${replacement}${iban.slice(index + 1)}`)).toBe(false);
      }),
    );
  });
});

describe('IBAN helpers', () => {
  it('normalises and formats', () => {
    expect(normalizeIban(' ee38 2200 2210 2014 5685 ')).toBe('EE382200221020145685');
    expect(formatIban('EE382200221020145685')).toBe('EE38 2200 2210 2014 5685');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });

  it('computes check digits', () => {
    expect(ibanCheckDigits('EE', '2200221020145685')).toBe('38');
    expect(ibanCheckDigits('gb', 'nwbk60161331926819')).toBe('29');
    expect(ibanCheckDigits('DE', '370400440532013000')).toBe('89');
  });
});
