// A form's field refusals in a server's answer. Apart from error-text.ts, which /login loads: a module /login loads
// carries every export another page uses of it, and only signed-in forms read field refusals.

/**
 * The server's reason for one field of a form it refused (a 400 naming fields, `{ "email": ["…"] }`, or the
 * reason as a plain string): its first non-empty text, or undefined.
 */
export function fieldErrorText(body: unknown, field: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return (Array.isArray(value) ? value : [value]).find(
    (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
  );
}
