/**
 * The text of a spreadsheet cell value as exceljs reads it: rich text joined, a formula's result, a hyperlink's
 * text, an error's code, dates as YYYY-MM-DD, everything else trimmed. Shared by the browser's import preview
 * and the demo server's import, so both read a file the same way.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText.map((part: { text?: unknown }) => String(part.text ?? '')).join('');
    }
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value).trim();
}
