import * as z from 'zod/mini';
import { decimalSchema, dottedDateSchema, idSchema, isoDateSchema, textUpTo } from './common';

/** A row of the client's package list (package/list/). */
export const clientPackageSchema = z.object({
  id: idSchema,
  EAN: z.string(),
  EAN_type: z.string(),
  name: z.string(),
  color: z.string(),
  package_category: z.string(),
  package_type: z.string(),
  volume: z.union([z.string(), z.number()]),
  weight: decimalSchema,
  status: z.object({ value: z.union([idSchema, z.string()]), label: z.string() }),
  combined_at: z.nullable(dottedDateSchema),
  package_test: z.nullable(z.union([idSchema, z.string()])),
  created_at: z.string(),
});
export type ClientPackage = z.infer<typeof clientPackageSchema>;

/** POST package/: a new package for the pending application. Ids refer to the reference lists. */
export const newPackageBodySchema = z.object({
  client: idSchema,
  ean: textUpTo('ean').check(z.minLength(1)),
  ean_type: idSchema,
  package_category: idSchema,
  package_type: idSchema,
  volume: idSchema,
  weight: decimalSchema,
  color: idSchema,
  name: textUpTo('text').check(z.minLength(1)),
  comment: z.optional(textUpTo('comment')),
});

/** A package waiting in the application (application-in-progress/). */
export const pendingApplicationRowSchema = z.pick(clientPackageSchema, {
  id: true,
  EAN: true,
  EAN_type: true,
  name: true,
  package_category: true,
  package_type: true,
  volume: true,
  weight: true,
  color: true,
});

/** POST application/: submits the pending packages; those that failed are listed. */
export const applicationBodySchema = z.object({ packages_list: z.array(idSchema).check(z.minLength(1)) });
export const applicationAnswerSchema = z.object({
  failed_products: z.array(z.object({ id: idSchema, ean: z.string(), response: z.string() })),
});

/** The last test of a package, as the operator lists show it. */
export const lastTestSchema = z.object({
  value: z.nullable(z.union([idSchema, z.string()])),
  label: z.nullable(z.string()),
  status: z.nullish(z.union([idSchema, z.string()])),
  has_comment: z.boolean(),
  has_standard_comments: z.boolean(),
});

const idValueLabel = z.object({ id: idSchema, value: z.union([z.string(), z.number()]), label: z.string() });

/** The operator's package record (registry lists and details). `skip_migration` true: unsynced with NAV. */
export const packageRecordSchema = z.object({
  id: idSchema,
  ean: z.string(),
  ean_type: idValueLabel,
  name: z.string(),
  client: z.object({ id: idSchema, name: z.string(), label: z.string(), value: z.union([idSchema, z.string()]) }),
  color: z.union([z.string(), idValueLabel]),
  category: z.extend(idValueLabel, { description: z.string() }),
  type: idValueLabel,
  volume: z.union([z.string(), z.number(), idValueLabel]),
  weight: decimalSchema,
  status: idValueLabel,
  date: z.nullish(z.string()),
  created_at: z.string(),
  tested_at: z.nullish(z.string()),
  debt: decimalSchema,
  skip_migration: z.boolean(),
  unsubmitted_sales_reports: z.int().check(z.nonnegative()),
  location: z.nullish(z.string()),
  is_testable: z.optional(z.boolean()),
  is_application_invoice: z.optional(z.boolean()),
  last_test: z.nullable(lastTestSchema),
  package_characteristic: z.nullish(
    z.partial(z.object({ volume: z.unknown(), weight: z.unknown(), colour: z.unknown() })),
  ),
  editable_fields: z.optional(z.array(z.string())),
});
export type PackageRecord = z.infer<typeof packageRecordSchema>;

/** A row of the all-packages list: the id is sent as `package_id`. */
export const registryPackageRowSchema = z.extend(
  z.partial(z.omit(packageRecordSchema, { id: true }), {
    debt: true,
    skip_migration: true,
    unsubmitted_sales_reports: true,
    last_test: true,
  }),
  { package_id: idSchema },
);

export type RegistryPackageRow = z.infer<typeof registryPackageRowSchema>;

/** A package in testing, as partners and the operator's testing lists see it. */
export const packageInTestSchema = z.object({
  package_id: idSchema,
  ean: z.string(),
  name: z.string(),
  client: z.object({ id: idSchema, label: z.string() }),
  category: z.string(),
  type: z.string(),
  volume: z.union([z.string(), z.number()]),
  status: z.object({ id: idSchema, value: z.string(), label: z.string() }),
  created_at: z.string(),
  tested_at: z.nullable(z.string()),
  last_test: z.nullable(lastTestSchema),
  debt: z.optional(decimalSchema),
  skip_migration: z.optional(z.boolean()),
  unsubmitted_sales_reports: z.optional(z.int().check(z.nonnegative())),
  color: z.optional(z.string()),
  weight: z.optional(decimalSchema),
});
export type PackageInTest = z.infer<typeof packageInTestSchema>;

/** PUT on a package (operator): the edited fields, `activate_in_nav` approves, with a sales start date. */
export const packageUpdateBodySchema = z.object({
  activate_in_nav: z.boolean(),
  start_date: z.nullish(isoDateSchema),
  name: textUpTo('text'),
  ean: textUpTo('ean'),
  ean_type: idSchema,
  package_status: idSchema,
  comment: z.nullish(textUpTo('comment')),
  package_category: idSchema,
  volume: idSchema,
  weight: decimalSchema,
  color: idSchema,
  package_type: idSchema,
  location: z.nullish(textUpTo('text')),
});

export const idsBodySchema = z.object({ ids: z.array(idSchema).check(z.minLength(1)) });
/** PUT administrator/send-to-testing/: a list of `{ id }`. */
export const sendToTestingBodySchema = z.object({ ids: z.array(z.object({ id: idSchema })).check(z.minLength(1)) });
export const sendToTestingAnswerSchema = z.object({
  errors: z._default(z.array(z.object({ id: idSchema, reason: z.string() })), []),
});

export const activateBodySchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1)),
  start_date: isoDateSchema,
  location: z.string(),
});
/** POST administrator/activate/: what was registered and why the rest was not. */
export const activateAnswerSchema = z.object({
  success: z.array(z.object({ id: idSchema })),
  missing_product: z.array(z.union([z.string(), idSchema])),
  missing_test: z.array(z.union([z.string(), idSchema])),
  wrong_status: z.array(z.union([z.string(), idSchema])),
  nav_error: z.array(z.string()),
});

export const confirmTestsBodySchema = z.object({
  ids: z.array(idSchema).check(z.minLength(1)),
  start_date: isoDateSchema,
});
export const confirmTestsAnswerSchema = z.array(
  z.object({
    id: idSchema,
    is_success: z.boolean(),
    confirmed_at: z.nullish(z.string()),
    error: z.nullish(z.string()),
  }),
);

/** Query of the server-paginated all-packages list; dates YYYY-MM-DD, ordering '-field' for descending. */
export const registryPackagesQuerySchema = z.partial(
  z.object({
    ordering: z.string(),
    ean: z.string(),
    ean_type: z.union([idSchema, z.string()]),
    package_name: z.string(),
    client: z.union([idSchema, z.string()]),
    package_category: z.union([idSchema, z.string()]),
    package_type: z.union([idSchema, z.string()]),
    volume: z.union([idSchema, z.string()]),
    weight: z.union([z.number(), z.string()]),
    package_status: z.union([idSchema, z.string()]),
    last_test: z.union([idSchema, z.string()]),
    date_from: isoDateSchema,
    date_to: isoDateSchema,
  }),
);
