/**
 * The server's error text, found the way the spec's generic extraction does (section 8 of both documents):
 * an `errors` array → its `code` values joined with a space; else `code`; else `detail`; else `type` (the
 * request type) or `message`. When none is there the result is "unknown" and the UI shows its own
 * "Tundmatu viga!" text; core has no texts of its own.
 */
export type ErrorText = { kind: 'text'; text: string } | { kind: 'unknown' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The code of one entry of an errors array: the entry itself when it is text, else its `code`. */
function codeOf(entry: unknown): string | undefined {
  if (nonEmptyString(entry)) return entry;
  if (isRecord(entry) && nonEmptyString(entry.code)) return entry.code;
  return undefined;
}

export function extractErrorText(body: unknown): ErrorText {
  if (nonEmptyString(body)) return { kind: 'text', text: body };
  if (!isRecord(body)) return { kind: 'unknown' };
  if (Array.isArray(body.errors)) {
    const codes = body.errors.map(codeOf).filter((code) => code !== undefined);
    if (codes.length > 0) return { kind: 'text', text: codes.join(' ') };
  }
  for (const field of ['code', 'detail', 'type', 'message'] as const) {
    const value = body[field];
    if (nonEmptyString(value)) return { kind: 'text', text: value };
  }
  return { kind: 'unknown' };
}

/** What the UI does with a failed call: end the session, or show the server's text (or its own "unknown" text). */
export type ApiFailureOutcome = { kind: 'session-ended' } | ErrorText;

/**
 * Any 401, or an error with no status at all (the request never got an answer), clears the session and
 * shows "Ootamatu viga serverile päringut tehes."; every other failure shows the server's text.
 */
export function apiFailureOutcome(failure: { status?: number | null; body?: unknown }): ApiFailureOutcome {
  if (failure.status === undefined || failure.status === null || failure.status === 401) {
    return { kind: 'session-ended' };
  }
  return extractErrorText(failure.body);
}

/** One row of an import or bulk-confirm error list: "EAN - text", where a missing code gets the default text. */
export interface ErrorListEntry {
  ean: string | null;
  code: string | null;
}

/** The per-row errors of a 400 answer to an import or bulk confirm (`errors: [{ code, ean }]`). */
export function errorListEntries(body: unknown): ErrorListEntry[] {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : Array.isArray(body) ? body : [];
  return errors.map((entry: unknown) => {
    const record = isRecord(entry) ? entry : {};
    const ean = record.ean ?? record.EAN;
    return {
      ean: nonEmptyString(ean) || typeof ean === 'number' ? String(ean) : null,
      code: codeOf(entry) ?? null,
    };
  });
}

/** Fields whose server messages the password screens show; the UI prefixes new_password1/2 ("Parool:", "Kordusparool:"). */
export const PASSWORD_ERROR_FIELDS = ['detail', 'email', 'new_password1', 'new_password2'] as const;
export type PasswordErrorField = (typeof PASSWORD_ERROR_FIELDS)[number];

/** Every server message of the password screens, field by field, in the order above. */
export function passwordErrorMessages(body: unknown): Array<{ field: PasswordErrorField; text: string }> {
  if (!isRecord(body)) return [];
  return PASSWORD_ERROR_FIELDS.flatMap((field) => {
    const value = body[field];
    const texts = Array.isArray(value) ? value : [value];
    return texts.filter(nonEmptyString).map((text) => ({ field, text }));
  });
}
