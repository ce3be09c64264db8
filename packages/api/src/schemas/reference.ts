import * as z from 'zod/mini';
import { decimalSchema, idSchema, isoDateSchema } from './common';

// Reference lists (classifiers). The same calls feed the client's selects and the operator's settings
// tables, so fields only one of them reads are optional.

export const eanTypeSchema = z.object({ id: idSchema, value: z.string(), label: z.optional(z.string()) });
export const categorySchema = z.object({ id: idSchema, value: z.string(), description: z.string() });
export const packageTypeSchema = z.object({ id: idSchema, value: z.string(), cost: z.nullish(decimalSchema) });
export const colorSchema = z.object({ id: idSchema, value: z.string() });
/** A volume in cl. */
export const volumeSchema = z.object({ id: idSchema, value: z.union([z.string(), z.number()]) });
export const packageStatusSchema = z.object({ id: idSchema, value: z.string(), label: z.optional(z.string()) });
export const testResultOptionSchema = z.object({ value: z.union([idSchema, z.string()]), label: z.string() });
export const processFeeSchema = z.object({
  id: z.optional(idSchema),
  process_fee_type: z.object({ description: z.string(), value: z.string() }),
  cost: decimalSchema,
  start_at: isoDateSchema,
});
export const standardCommentSchema = z.object({ id: idSchema, value: z.string(), label: z.optional(z.string()) });
/** Barcode location on the package: 1 horizontal, 2 vertical. */
export const locationOptionSchema = z.object({ value: z.union([z.literal(1), z.literal(2)]), label: z.string() });

export type Category = z.infer<typeof categorySchema>;
export type PackageType = z.infer<typeof packageTypeSchema>;
export type Color = z.infer<typeof colorSchema>;
export type Volume = z.infer<typeof volumeSchema>;
export type ProcessFee = z.infer<typeof processFeeSchema>;
