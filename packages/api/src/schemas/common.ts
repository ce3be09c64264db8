import { TEXT_MAX_LENGTH } from '@epp/core';
import * as z from 'zod/mini';

// Building blocks shared by the entity schemas. Formats are checked only where the spec states them,
// so a harmless server change (an extra key, a longer ISO timestamp) does not break the portal.

/** A database id. */
export const idSchema = z.int();

/** An amount of money or a measure: the server may send a JSON number or a decimal string ("12.50"). */
export const decimalSchema = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/, 'Expected a decimal number'))]),
  z.transform((value) => Number(value)),
);

/** DD.MM.YYYY, the display date the spec names for package dates. */
export const dottedDateSchema = z.string().check(z.regex(/^\d{2}\.\d{2}\.\d{4}$/, 'Expected DD.MM.YYYY'));
/** DD-MM-YYYY, used by invoices, contracts and debts. */
export const dashedDateSchema = z.string().check(z.regex(/^\d{2}-\d{2}-\d{4}$/, 'Expected DD-MM-YYYY'));
/** YYYY-MM-DD, the API date format. */
export const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected YYYY-MM-DD'));
/** YYYY-MM, a report period. */
export const periodSchema = z.string().check(z.regex(/^\d{4}-\d{2}$/, 'Expected YYYY-MM'));
/** A moment in time as the server writes it (ISO 8601); its exact shape is not in the spec. */
export const timestampSchema = z.string().check(z.minLength(1));

/** The `{ value, label }` pair the server uses for statuses and select options. */
export const valueLabelSchema = z.object({ value: z.string(), label: z.string() });
export type ValueLabel = z.infer<typeof valueLabelSchema>;

/** A `{ value, label }` pair whose value is one of a known set. */
export function statusOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.object({ value: z.enum(values), label: z.string() });
}

const SAME_ORIGIN_STAND_IN = 'https://same-origin.invalid';

/**
 * Whether a URL the server gives may be followed or put into an href: the portal's own (a path, or an address
 * on the page's origin) or any https address. `javascript:`, `data:`, `http:` elsewhere and junk are refused.
 * React blocks `javascript:` hrefs and the portal's CSP more, but an embedding host, dev and Storybook have no
 * such CSP, so the answer itself is checked.
 */
export function isFollowableUrl(value: string, origin: string | undefined = globalThis.location?.origin): boolean {
  const base = origin && origin !== 'null' ? origin : SAME_ORIGIN_STAND_IN;
  try {
    const url = new URL(value, base);
    return url.origin === new URL(base).origin || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL the portal follows or links to (see isFollowableUrl). */
export const followableUrlSchema = z
  .string()
  .check(z.refine((value) => isFollowableUrl(value), 'Expected an https URL or one of the portal’s own'));

/** A named link, e.g. an invoice or a signed file: `{ name, url }`. */
export const linkSchema = z.object({ name: z.string(), url: followableUrlSchema });
export type Link = z.infer<typeof linkSchema>;

/** A server-side page of a list: `results` plus the total `count` (next/previous links when sent). */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    results: z.array(item),
    next: z.nullish(z.string()),
    previous: z.nullish(z.string()),
  });
}

/** Query parameters shared by the server-paginated report lists. `page_size` 0 means all. */
export const pageQuerySchema = z.object({
  ordering: z.optional(z.string()),
  page: z.optional(z.int().check(z.positive())),
  page_size: z.optional(z.int().check(z.nonnegative())),
});

/** An answer whose body the screens do not read (DELETE, most PUTs): anything, or nothing. */
export const noContentSchema = z.unknown();

/** A server message answer: `{ data }` or `{ detail }`, shown as text. */
export const messageSchema = z.object({
  data: z.optional(z.unknown()),
  detail: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** One file, sent as a multipart body with its name. */
export const fileUploadSchema = z.object({ file: z.instanceof(Blob), name: z.string().check(z.minLength(1)) });
/** One file sent alone in the multipart field `file`. */
export const fileOnlyUploadSchema = z.object({ file: z.instanceof(Blob) });

/** The error entries of an import or a bulk action: a code, sometimes the EAN of the row it concerns. */
export const errorEntrySchema = z.object({
  code: z.optional(z.string()),
  ean: z.optional(z.string()),
  EAN: z.optional(z.string()),
  detail: z.optional(z.string()),
});

/**
 * A text the portal sends, refused above its kind's length (@epp/core TEXT_MAX_LENGTH, the fields' own limits): an
 * embedder's call cannot send what the portal's fields would not take.
 */
export const textUpTo = (kind: keyof typeof TEXT_MAX_LENGTH) => z.string().check(z.maxLength(TEXT_MAX_LENGTH[kind]));
