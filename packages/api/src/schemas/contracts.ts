import * as z from 'zod';
import { dashedDateSchema, idSchema, statusOf } from './common';

export const contractStatusValues = ['SIGNED', 'NOT_SIGNED', 'INVALID'] as const;
export type ContractStatus = (typeof contractStatusValues)[number];

/** A contract; the dates are DD-MM-YYYY and null until the step happened. */
export const contractSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: statusOf(contractStatusValues),
  created_at: dashedDateSchema.nullable(),
  approved_at: dashedDateSchema.nullable(),
  invalidated_at: dashedDateSchema.nullable(),
  url: z.string().nullable(),
  bdoc: z.string().nullish(),
  // operator view only
  document: z.string().nullish(),
  signed_document: z.string().nullish(),
  created_by: z.string().nullish(),
  basis: z.object({ value: z.union([idSchema, z.string()]) }).nullish(),
  user_verified_at: z.string().nullish(),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET administrator/client-contracts/{client_id}/: the latest contract and the older ones. */
export const clientContractsSchema = z.object({
  latest: contractSchema.nullable(),
  older_contracts: z.array(contractSchema),
});

/** POST administrator/client-user-connection/: confirm or revoke a signer's authorisation. */
export const clientUserConnectionBodySchema = z.object({
  is_verified: z.boolean(),
  user_id: idSchema,
  client_id: idSchema,
});
