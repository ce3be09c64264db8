import { Decimal, type DecimalInput } from './decimal';

export type MoneyLocale = 'et' | 'en';

export interface FormatMoneyOptions {
  /** 2 for amounts (the default), 4 for unit prices that carry four decimals. */
  decimals?: 2 | 4;
  /** Append (et) or prefix (en) the euro sign; true by default. */
  currency?: boolean;
}

const NO_BREAK_SPACE = '\u00a0';
const MINUS_SIGN = '\u2212';

/**
 * The separators `Intl.NumberFormat` uses for each interface language, written out so that exact decimals
 * (which `Intl` would first turn into floats) format identically: et-EE groups with a no-break space only
 * from five integer digits on (CLDR minimumGroupingDigits 2), puts "€" after a no-break space and writes a
 * real minus sign (U+2212); en groups thousands with commas and writes "-€1,234.50".
 */
const LOCALE_RULES = {
  et: { group: NO_BREAK_SPACE, decimal: ',', minimumGroupingDigits: 2, minus: MINUS_SIGN },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1, minus: '-' },
} as const;

function groupThousands(integer: string, separator: string, minimumGroupingDigits: number): string {
  if (integer.length < 3 + minimumGroupingDigits) return integer;
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(integer.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
}

/** Formats a euro amount for the interface language, rounded half away from zero: et "−12 345,50 €", en "-€12,345.50". */
export function formatMoney(value: DecimalInput, locale: MoneyLocale, options: FormatMoneyOptions = {}): string {
  const { decimals = 2, currency = true } = options;
  const rules = LOCALE_RULES[locale];
  const fixed = Decimal.from(value).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [integer = '', fraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const number = `${groupThousands(integer, rules.group, rules.minimumGroupingDigits)}${rules.decimal}${fraction}`;
  const sign = negative ? rules.minus : '';
  if (!currency) return `${sign}${number}`;
  return locale === 'et' ? `${sign}${number}${NO_BREAK_SPACE}€` : `${sign}€${number}`;
}
