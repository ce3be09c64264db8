import * as z from 'zod/mini';
import { dashedDateSchema, followableUrlSchema, idSchema, statusOf } from './common';

export const contractStatusValues = ['SIGNED', 'NOT_SIGNED', 'INVALID'] as const;
export type ContractStatus = (typeof contractStatusValues)[number];

/** A contract; the dates are DD-MM-YYYY and null until the step happened. */
export const contractSchema = z.object({
  id: idSchema,
  number: z.string(),
  status: statusOf(contractStatusValues),
  created_at: z.nullable(dashedDateSchema),
  approved_at: z.nullable(dashedDateSchema),
  invalidated_at: z.nullable(dashedDateSchema),
  url: z.nullable(followableUrlSchema),
  bdoc: z.nullish(followableUrlSchema),
  // operator view only
  document: z.nullish(followableUrlSchema),
  signed_document: z.nullish(followableUrlSchema),
  created_by: z.nullish(z.string()),
  basis: z.nullish(z.object({ value: z.union([idSchema, z.string()]) })),
  user_verified_at: z.nullish(z.string()),
});
export type Contract = z.infer<typeof contractSchema>;

/** GET administrator/client-contracts/{client_id}/: the latest contract and the older ones. */
export const clientContractsSchema = z.object({
  latest: z.nullable(contractSchema),
  older_contracts: z.array(contractSchema),
});

/** POST administrator/client-user-connection/: confirm or revoke a signer's authorisation. */
export const clientUserConnectionBodySchema = z.object({
  is_verified: z.boolean(),
  user_id: idSchema,
  client_id: idSchema,
});
