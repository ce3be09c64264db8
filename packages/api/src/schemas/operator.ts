import * as z from 'zod';
import { dashedDateSchema, decimalSchema, idSchema, isoDateSchema, valueLabelSchema } from './common';

/** A row of the debts list; `overdue` is days. */
export const debtSchema = z.object({
  id: idSchema,
  name: z.string(),
  unsubmitted_sales_reports: z.number().int().nonnegative(),
  due_date: dashedDateSchema.nullable(),
  overdue: z.number().int(),
  debt: decimalSchema,
});
export type Debt = z.infer<typeof debtSchema>;
export const debtsQuerySchema = z.object({ from_date: isoDateSchema, to_date: isoDateSchema });

/** A client company as the operator sees it (client page, clients list). */
export const adminClientSchema = z.object({
  id: idSchema.optional(),
  name: z.string(),
  reg_number: z.string(),
  kmkr: z.string().nullable(),
  invoice_email: z.string().nullable(),
  iban: z.string().nullable(),
  address: z.object({ full_address: z.string(), city: z.string(), zip_code: z.string() }),
  latest_basis: valueLabelSchema.nullable(),
  contract_status: valueLabelSchema.nullable(),
  registered_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  users: z.union([z.number().int(), z.array(z.unknown())]),
});
export type AdminClient = z.infer<typeof adminClientSchema>;

/** GET administrator/users/: which list. */
export const adminUsersQuerySchema = z.object({ type: z.enum(['clients', 'partners', 'epp']).optional() });

/** POST administrator/client/{client_id}/sync-packages/: runs in the background. */
export const syncPackagesBodySchema = z.object({ migrate_all: z.literal(true) });
