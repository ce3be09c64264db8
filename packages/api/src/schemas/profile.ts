import * as z from 'zod/mini';
import { idSchema, textUpTo } from './common';
import { userTypeSchema } from './session';

/** Personal profile (profile/user-data/). */
export const personalProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  profession: z.string(),
});
export type PersonalProfile = z.infer<typeof personalProfileSchema>;

/** Company profile (profile/business-data/); `basis` is the representation basis. */
export const companyProfileSchema = z.object({
  name: z.string(),
  reg_number: z.string(),
  kmkr: z.string(),
  email: z.string(),
  iban: z.string(),
  full_address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  basis: z.nullable(z.union([idSchema, z.string()])),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** E-mail notification settings of one role (profile/user-settings/). */
export const userSettingsSchema = z.object({
  id: idSchema,
  role: z.string(),
  is_email_notification: z.boolean(),
  is_contract: z.boolean(),
  is_debt: z.boolean(),
  is_package_registration: z.boolean(),
  is_sales_report: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** A user of a company, partner or the operator. `type` is the role. */
export const companyUserSchema = z.object({
  id: idSchema,
  user_id: idSchema,
  type: userTypeSchema,
  name: z.string(),
  last_name: z.string(),
  personal_code: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  position: z.nullable(z.string()),
  is_verified: z.boolean(),
  date_joined: z.string(),
  cert: z.nullish(z.string()),
});
export type CompanyUser = z.infer<typeof companyUserSchema>;

/** PUT users/: change a user's details and role. */
export const updateUserBodySchema = z.object({
  user_type_id: idSchema,
  type: userTypeSchema,
  name: textUpTo('text'),
  position: textUpTo('text'),
  email: textUpTo('email'),
  last_name: textUpTo('text'),
  personal_code: textUpTo('personalCode'),
  phone: textUpTo('phone'),
  is_verified: z.boolean(),
});

/** POST profile/add-user/ (and the operator's add-user call). */
export const addUserBodySchema = z.object({
  is_client_admin: z.boolean(),
  first_name: textUpTo('text').check(z.minLength(1)),
  last_name: textUpTo('text').check(z.minLength(1)),
  personal_code: textUpTo('personalCode').check(z.regex(/^\d+$/, 'Expected digits')),
  phone: textUpTo('phone').check(z.minLength(1)),
  email: textUpTo('email').check(z.minLength(1)),
  profession: textUpTo('text').check(z.minLength(1)),
  partner_id: z.nullish(idSchema),
  client_id: z.nullish(idSchema),
});

/** Status 208: already linked; 226: `code` and `email` are returned; otherwise a message. */
export const addUserAnswerSchema = z.object({
  code: z.optional(z.string()),
  email: z.optional(z.string()),
  message: z.optional(z.string()),
  detail: z.optional(z.string()),
});

/** A warranted person: who may sign for the company, with the warrant document. */
export const warrantedPersonSchema = z.object({
  id: idSchema,
  company_name: z.string(),
  reg_code: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  personal_code: z.string(),
  email: z.string(),
  phone: z.string(),
  document: z.nullable(z.string()),
});
export type WarrantedPerson = z.infer<typeof warrantedPersonSchema>;
export const warrantedPersonBodySchema = z.omit(warrantedPersonSchema, { id: true, document: true });

/** GET companies/{query}: business-register search hits. */
export const companySearchHitSchema = z.object({ name: z.string(), reg_code: z.string() });

/** POST business-register/company-details/. */
export const companyDetailsSchema = z.object({
  name: z.string(),
  reg_code: z.string(),
  kmkr: z.nullable(z.string()),
  address: z.string(),
  zip_code: z.string(),
  county: z.string(),
  board_members: z.array(z.looseObject({ ssid: z.string() })),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** GET document/basis/: representation basis options (option 1: board member). */
export const basisOptionSchema = z.object({ value: z.union([idSchema, z.string()]), label: z.string() });

/** A client in a filter list (all-clients/). */
export const clientOptionSchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.optional(z.string()),
  value: z.optional(z.union([idSchema, z.string()])),
});

/** GET notifications/. */
export const notificationSchema = z.object({
  id: idSchema,
  message: z.string(),
  created_at: z.string(),
  is_seen: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;
