import { Decimal, type DecimalInput } from './decimal';
import { groupThousands, NUMBER_LOCALE_RULES } from './format-number';

export type MoneyLocale = 'et' | 'en';

export interface FormatMoneyOptions {
  /** 2 for amounts (the default), 4 for unit prices that carry four decimals. */
  decimals?: 2 | 4;
  /** Append (et) or prefix (en) the euro sign; true by default. */
  currency?: boolean;
}

/** et writes the euro sign after the number and a no-break space; en puts it before the number. */
const NO_BREAK_SPACE = '\u00a0';

/** Formats a euro amount for the interface language, rounded half away from zero: et "−12 345,50 €", en "-€12,345.50". */
export function formatMoney(value: DecimalInput, locale: MoneyLocale, options: FormatMoneyOptions = {}): string {
  const { decimals = 2, currency = true } = options;
  const rules = NUMBER_LOCALE_RULES[locale];
  const fixed = Decimal.from(value).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const [integer = '', fraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const number = `${groupThousands(integer, rules.group, rules.minimumGroupingDigits)}${rules.decimal}${fraction}`;
  const sign = negative ? rules.minus : '';
  if (!currency) return `${sign}${number}`;
  return locale === 'et' ? `${sign}${number}${NO_BREAK_SPACE}€` : `${sign}€${number}`;
}
