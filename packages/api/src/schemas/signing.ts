import * as z from 'zod/mini';
import { idSchema } from './common';

/**
 * The code of a Mobile-ID / Smart-ID / ID-card step: `ok` (done), `waiting` (poll again), `canceled`;
 * anything else is a failure. Kept open (a string) so an unknown code fails the flow instead of the parse.
 */
export const dokobitCodeSchema = z.string();
export { statusCodes } from './status-codes';

/** What login and signing answers carry (spec: key, user_object, success, code, token, control_code, message). */
export const dokobitAnswerSchema = z.object({
  success: z.optional(z.boolean()),
  code: z.optional(dokobitCodeSchema),
  token: z.optional(z.string()),
  control_code: z.nullish(z.string()),
  dtbs_hash: z.nullish(z.string()),
  message: z.nullish(z.string()),
  key: z.optional(z.string()),
  user_object: z.nullish(z.object({ key: z.string(), cert: z.nullish(z.string()), personal_code: z.string() })),
});
export type DokobitAnswer = z.infer<typeof dokobitAnswerSchema>;

/** A status answer during polling: always has a code. */
export const dokobitStatusSchema = z.extend(dokobitAnswerSchema, { code: dokobitCodeSchema });
export type DokobitStatus = z.infer<typeof dokobitStatusSchema>;

export const mobileLoginBodySchema = z.object({
  phone_number: z.string().check(z.minLength(1)),
  personal_code: z.string().check(z.minLength(1)),
});
export const smartLoginBodySchema = z.object({
  personal_code: z.string().check(z.minLength(1)),
  country: z.literal('EE'),
});
export const idCardTokenBodySchema = z.object({ token: z.string().check(z.minLength(1)) });
export const idCardCertificateBodySchema = z.object({ certificate: z.string().check(z.minLength(1)) });
export const idCardStatusBodySchema = z.object({
  token: z.string(),
  signature_value: z.string(),
  user_json: z.unknown(),
});

/** The contract data sent before signing (document/create-contract/). */
export const contractDataBodySchema = z.object({
  new_company: z.string(),
  new_reg_code: z.string(),
  new_address: z.string(),
  basis: z.union([idSchema, z.string()]),
  new_phone: z.string(),
  new_email: z.string(),
  new_iban: z.string(),
  new_kmkr: z.string(),
  zip_code: z.string(),
  city: z.string(),
});
export type ContractData = z.infer<typeof contractDataBodySchema>;
export const signContractBodySchema = z.extend(contractDataBodySchema, { url: z.string() });

/** document/create-contract/: the container to sign. Status 208 means the contract exists already. */
export const createContractAnswerSchema = z.object({
  data: z.optional(z.looseObject({ url: z.string(), code: z.optional(z.string()) })),
});

export const mobileSignBodySchema = z.object({
  phone_number: z.string(),
  personal_code: z.string(),
  cert: z.nullish(z.string()),
});
export const smartSignBodySchema = mobileSignBodySchema;
export const idCardSignBodySchema = z.object({ cert: z.string() });
export const containerSignBodySchema = z.extend(mobileSignBodySchema, { contract_id: idSchema });
export const idCardContainerSignBodySchema = z.extend(idCardSignBodySchema, { contract_id: idSchema });

/** POST dokobit/digital-sign/status/: `mode` is the method (mobile, smart, id-card). */
export const signStatusBodySchema = z.object({
  token: z.string(),
  mode: z.string(),
  signature_value: z.nullish(z.string()),
  contract_id: z.nullish(idSchema),
});
