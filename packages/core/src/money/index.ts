export { Decimal, type DecimalInput } from './decimal';
export { type FormatMoneyOptions, formatMoney, type MoneyLocale } from './format-money';
export { type FormatNumberOptions, formatNumber, type NumberLocale } from './format-number';
