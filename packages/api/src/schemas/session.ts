import * as z from 'zod/mini';
import { idSchema } from './common';

export const languageSchema = z.enum(['et', 'en']);
export type ApiLanguage = z.infer<typeof languageSchema>;

export const userTypeSchema = z.enum(['CLIENT_ADMIN', 'CLIENT_USER', 'PARTNER', 'EPP']);
export type UserType = z.infer<typeof userTypeSchema>;

export const userClientSchema = z.object({
  id: idSchema,
  name: z.string(),
  active_client: z.boolean(),
  is_valid_contract: z.boolean(),
  is_unapproved_contract: z.boolean(),
  /**
   * The server's permission check for registering packages (spec §6: "decided by a permission check (details
   * not shown)"); absent means allowed. See @epp/core's clientMayAddPackages and the screens README's Assumptions.
   */
  may_add_packages: z.optional(z.boolean()),
});

export const userPartnerSchema = z.object({ id: idSchema, name: z.string(), active_partner: z.boolean() });

/** The settings on the current user (GET rest-auth/user/). */
export const currentUserSettingsSchema = z.object({
  is_debt: z.boolean(),
  language: languageSchema,
  is_package_registration: z.boolean(),
  is_sales_report: z.boolean(),
  is_email_notification: z.boolean(),
  is_push_notification: z.boolean(),
});

/** GET rest-auth/user/: who is logged in, their profiles and which one is active. */
export const currentUserSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  personal_code: z.string(),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  faxes: z.optional(z.unknown()),
  clients: z.array(userClientSchema),
  partners: z.array(userPartnerSchema),
  user_type: z.nullable(z.object({ client_name: z.string(), is_verified: z.boolean(), user_type: userTypeSchema })),
  partner_user_type: z.nullable(z.object({ partner_name: z.string(), is_verified: z.boolean() })),
  epp_user_type: z.nullable(z.object({ profession: z.nullable(z.string()) })),
  active_client_id: z.nullable(idSchema),
  active_profile_user_type_id: z.nullable(idSchema),
  in_partner_mode: z.boolean(),
  in_epp_mode: z.boolean(),
  is_admin: z.boolean(),
  is_superuser: z.boolean(),
  user_settings: currentUserSettingsSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The answer that starts a session: the token. */
export const sessionKeySchema = z.object({ key: z.string().check(z.minLength(1)) });

export const loginBodySchema = z.object({
  email: z.string().check(z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
export const passwordResetBodySchema = z.object({ email: z.string().check(z.minLength(1)) });
export const passwordChangeBodySchema = z.object({ new_password1: z.string(), new_password2: z.string() });

export const activeClientBodySchema = z.object({ client: idSchema });
export const activePartnerBodySchema = z.object({ partner: idSchema });
export const languageBodySchema = z.object({ language: languageSchema });

/** The sign-in methods: 1 Mobile-ID, 2 Smart-ID, 3 ID-card, 4 e-mail and password. */
export const signInMethods = { mobile_id: 1, smart_id: 2, id_card: 3, email: 4 } as const;
export const signInMethodSchema = z.enum(['id_card', 'mobile_id', 'smart_id', 'email']);
