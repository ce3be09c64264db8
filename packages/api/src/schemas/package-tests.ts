import * as z from 'zod/mini';
import { decimalSchema, idSchema, textUpTo } from './common';

/** Test result: 1 OK, 2 NOK (3 N/A is set by the server when a package is sent to (re)testing). */
export const testStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** Barcode location: 1 horizontal, 2 vertical. */
export const testLocationSchema = z.union([z.literal(1), z.literal(2)]);

/** A barcode print-size test of a package. */
export const packageTestSchema = z.object({
  test_id: idSchema,
  package_id: idSchema,
  ean: z.string(),
  width: z.nullable(decimalSchema),
  width_percentage: z.nullable(decimalSchema),
  height: z.nullable(decimalSchema),
  height_percentage: z.nullable(decimalSchema),
  location: z.nullable(testLocationSchema),
  pv: z.nullable(decimalSchema),
  vv: z.nullable(decimalSchema),
  is_sticker: z.nullable(z.boolean()),
  comment: z.nullable(z.string()),
  status: z.nullable(testStatusSchema),
  standard_comments: z.array(z.union([idSchema, z.looseObject({ id: idSchema, value: z.string() })])),
  tested_at: z.nullable(z.string()),
  confirmed_at: z.nullable(z.string()),
  content_type: z.nullish(idSchema),
});
export type PackageTest = z.infer<typeof packageTestSchema>;

/** PUT partner/test/{test_id}: the measurements. At most 3 standard comments. */
export const packageTestBodySchema = z.object({
  width: z.number(),
  width_percentage: z.number(),
  height: z.number(),
  height_percentage: z.number(),
  location: testLocationSchema,
  pv: z.number(),
  vv: z.number(),
  is_sticker: z.boolean(),
  comment: textUpTo('comment'),
  status: z.union([z.literal(1), z.literal(2)]),
  standard_comments: z.array(idSchema).check(z.maxLength(3)),
});

/** The answer to a test submit: the saved test, or a list of error codes. */
export const packageTestAnswerSchema = z.object({
  data: z.optional(packageTestSchema),
  errors: z.optional(z.array(z.looseObject({ code: z.string() }))),
});

/** POST partner/confirm-testing-completed/. */
export const testingCompletedBodySchema = z.object({ is_retest: z.boolean() });

/** GET partner/packages-in-test/: which list. */
export const partnerTestListQuerySchema = z.object({ type: z.optional(z.enum(['TESTING', 'RETESTING', 'ALL'])) });
