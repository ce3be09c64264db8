import { assertIsoDate, assertPeriod, type IsoDate, isIsoDate, isPeriod, type Period } from './calendar';

/** "2024-03-05" → "05.03.2024", the date format of every screen. */
export function formatDisplayDate(date: IsoDate): string {
  const [year, month, day] = assertIsoDate(date).split('-');
  return `${day}.${month}.${year}`;
}

/** Strictly reads "DD.MM.YYYY" (two-digit day and month, a real date) to an ISO date; anything else is null. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * The API writes some dates "DD-MM-YYYY" (invoices, contracts, debts): read them to an ISO date, or null.
 * Strings that already are ISO dates pass through, so a screen needs not know which one it got.
 */
export function parseApiDate(text: string): IsoDate | null {
  if (isIsoDate(text)) return text;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : null;
}

/** "DD.MM.YYYY HH:mm" for contract timestamps, in the portal's time zone. */
export function formatDisplayDateTime(instant: Date, timeZone = 'Europe/Tallinn'): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(instant)
    .reduce<Record<string, string>>((found, part) => {
      found[part.type] = part.value;
      return found;
    }, {});
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** "2024-03" → "03.2024", a period as the month pickers show it. */
export function formatDisplayPeriod(period: Period): string {
  const [year, month] = assertPeriod(period).split('-');
  return `${month}.${year}`;
}

/** Strictly reads "MM.YYYY" (two-digit month) to a period, as a month picker's text is typed; anything else is null. */
export function parseDisplayPeriod(text: string): Period | null {
  const match = /^(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const period = `${match[2]}-${match[1]}`;
  return isPeriod(period) ? period : null;
}
