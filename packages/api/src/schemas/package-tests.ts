import * as z from 'zod';
import { decimalSchema, idSchema } from './common';

/** Test result: 1 OK, 2 NOK (3 N/A is set by the server when a package is sent to (re)testing). */
export const testStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** Barcode location: 1 horizontal, 2 vertical. */
export const testLocationSchema = z.union([z.literal(1), z.literal(2)]);

/** A barcode print-size test of a package. */
export const packageTestSchema = z.object({
  test_id: idSchema,
  package_id: idSchema,
  ean: z.string(),
  width: decimalSchema.nullable(),
  width_percentage: decimalSchema.nullable(),
  height: decimalSchema.nullable(),
  height_percentage: decimalSchema.nullable(),
  location: testLocationSchema.nullable(),
  pv: decimalSchema.nullable(),
  vv: decimalSchema.nullable(),
  is_sticker: z.boolean().nullable(),
  comment: z.string().nullable(),
  status: testStatusSchema.nullable(),
  standard_comments: z.array(z.union([idSchema, z.object({ id: idSchema, value: z.string() }).loose()])),
  tested_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  content_type: idSchema.nullish(),
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
  comment: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  standard_comments: z.array(idSchema).max(3),
});

/** The answer to a test submit: the saved test, or a list of error codes. */
export const packageTestAnswerSchema = z.object({
  data: packageTestSchema.optional(),
  errors: z.array(z.object({ code: z.string() }).loose()).optional(),
});

/** POST partner/confirm-testing-completed/. */
export const testingCompletedBodySchema = z.object({ is_retest: z.boolean() });

/** GET partner/packages-in-test/: which list. */
export const partnerTestListQuerySchema = z.object({ type: z.enum(['TESTING', 'RETESTING', 'ALL']).optional() });
