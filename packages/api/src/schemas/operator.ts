import * as z from 'zod/mini';
import { dashedDateSchema, decimalSchema, idSchema, isoDateSchema, valueLabelSchema } from './common';

/** A row of the debts list; `overdue` is days. */
export const debtSchema = z.object({
  id: idSchema,
  name: z.string(),
  unsubmitted_sales_reports: z.int().check(z.nonnegative()),
  due_date: z.nullable(dashedDateSchema),
  overdue: z.int(),
  debt: decimalSchema,
});
export type Debt = z.infer<typeof debtSchema>;
export const debtsQuerySchema = z.object({ from_date: isoDateSchema, to_date: isoDateSchema });

/** A client company as the operator sees it (client page, clients list). */
export const adminClientSchema = z.object({
  id: z.optional(idSchema),
  name: z.string(),
  reg_number: z.string(),
  kmkr: z.nullable(z.string()),
  invoice_email: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  address: z.object({ full_address: z.string(), city: z.string(), zip_code: z.string() }),
  latest_basis: z.nullable(valueLabelSchema),
  contract_status: z.nullable(valueLabelSchema),
  registered_at: z.nullable(z.string()),
  signed_at: z.nullable(z.string()),
  users: z.union([z.int(), z.array(z.unknown())]),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/** GET administrator/users/: which list. */
export const adminUsersQuerySchema = z.object({ type: z.optional(z.enum(['clients', 'partners', 'epp'])) });

/** POST administrator/client/{client_id}/sync-packages/: runs in the background. */
export const syncPackagesBodySchema = z.object({ migrate_all: z.literal(true) });
