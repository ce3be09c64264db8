import { Decimal, type DecimalInput } from './decimal';

/** The interface languages numbers are written for. */
export type NumberLocale = 'et' | 'en';

const NO_BREAK_SPACE = '\u00a0';
const MINUS_SIGN = '\u2212';

/**
 * The separators `Intl.NumberFormat` uses for each interface language, written out so that exact decimals
 * (which `Intl` would first turn into floats) format identically: et-EE groups with a no-break space only
 * from five integer digits on (CLDR minimumGroupingDigits 2) and writes a real minus sign (U+2212); en groups
 * thousands with commas.
 */
export const NUMBER_LOCALE_RULES = {
  et: { group: NO_BREAK_SPACE, decimal: ',', minimumGroupingDigits: 2, minus: MINUS_SIGN },
  en: { group: ',', decimal: '.', minimumGroupingDigits: 1, minus: '-' },
} as const;

export function groupThousands(integer: string, separator: string, minimumGroupingDigits: number): string {
  if (integer.length < 3 + minimumGroupingDigits) return integer;
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 3) groups.unshift(integer.slice(Math.max(0, end - 3), end));
  return groups.join(separator);
}

export interface FormatNumberOptions {
  /** Round half away from zero to at most this many decimals; trailing zeros are never written. */
  maxDecimals?: number;
  /**
   * Group thousands (true by default). A number field shows its value grouped, but edits it ungrouped: an
   * English "1,234" read back through the numeric helper (comma = decimal point) would become 1.234.
   */
  grouping?: boolean;
}

/**
 * A plain number for the interface language, as a number field shows it: et "12 345,5" (no-break space,
 * decimal comma), en "12,345.5". Exact: the value's own decimal spelling is used, never a float.
 */
export function formatNumber(value: DecimalInput, locale: NumberLocale, options: FormatNumberOptions = {}): string {
  const { maxDecimals, grouping = true } = options;
  const rules = NUMBER_LOCALE_RULES[locale];
  const decimal = Decimal.from(value);
  const text = (maxDecimals === undefined ? decimal : decimal.round(maxDecimals)).toString();
  const negative = text.startsWith('-');
  const [integer = '', fraction] = (negative ? text.slice(1) : text).split('.');
  const grouped = grouping ? groupThousands(integer, rules.group, rules.minimumGroupingDigits) : integer;
  return `${negative ? rules.minus : ''}${grouped}${fraction === undefined ? '' : `${rules.decimal}${fraction}`}`;
}
