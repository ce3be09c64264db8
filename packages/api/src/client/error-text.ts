// Reading the server's error answers (spec §8): which text to show and which rows failed. Candidates to
// move to @epp/core once it has them, since they are pure.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** One entry of an `errors` array: its code and, for import rows, the EAN it concerns. */
export interface ServerErrorEntry {
  code?: string;
  ean?: string;
  reason?: string;
}

/** The entries of an answer's `errors` array (strings count as codes). */
export function errorEntries(body: unknown): ServerErrorEntry[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.flatMap((entry): ServerErrorEntry[] => {
    if (nonEmpty(entry)) return [{ code: entry }];
    if (!isRecord(entry)) return [];
    const ean = entry.ean ?? entry.EAN;
    return [
      {
        ...(nonEmpty(entry.code) ? { code: entry.code } : {}),
        ...(nonEmpty(ean) ? { ean } : {}),
        ...(nonEmpty(entry.reason) ? { reason: entry.reason } : {}),
      },
    ];
  });
}

/**
 * The text of a failed answer, in the spec's order: the codes of an `errors` array joined with a space;
 * else `code`; else `detail`; else `message`; else the transport's own message. Undefined when there is
 * none, and the caller shows "Tundmatu viga!".
 */
export function extractErrorText(body: unknown, transportMessage?: string): string | undefined {
  if (isRecord(body)) {
    const codes = errorEntries(body)
      .map((entry) => entry.code)
      .filter(nonEmpty);
    if (codes.length > 0) return codes.join(' ');
    for (const field of ['code', 'detail', 'message'] as const) {
      const value = body[field];
      if (nonEmpty(value)) return value;
    }
  }
  return nonEmpty(transportMessage) ? transportMessage : undefined;
}

/**
 * Field messages of a validation answer (`{ "new_password1": ["Too short."], "detail": "..." }`): the
 * password screens show them with a prefix per field.
 */
export function fieldErrors(body: unknown): Record<string, string[]> {
  if (!isRecord(body)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(body)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(nonEmpty);
    if (messages.length > 0) out[field] = messages;
  }
  return out;
}
