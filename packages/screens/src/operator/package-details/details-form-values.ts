import type { EndpointInput, EndpointOutput } from '@epp/api/client';
import type { PackageRecord } from '@epp/api/schemas';
import {
  type DecimalInput,
  formatNumber,
  isNumericInput,
  type NumberLocale,
  type PackageFormValues,
  packageFormProblems,
  parseDecimalInput,
} from '@epp/core';

/** The package details answer: the record with its tests. */
export type PackageDetailsRecord = EndpointOutput<'packageDetails'>;
export type PackageUpdateBody = EndpointInput<'updatePackage'>['body'];

/** The details form: the package form's fields plus the location code ("Asukohatähis"). */
export interface DetailsFormValues extends PackageFormValues {
  location: string;
}
export type DetailsField = keyof DetailsFormValues;

/** Each form field's name in the update payload — the names the server's `editable_fields` and errors use. */
export const PAYLOAD_FIELD = {
  ean: 'ean',
  packageName: 'name',
  eanType: 'ean_type',
  packageCategory: 'package_category',
  packageType: 'package_type',
  location: 'location',
  packageColor: 'color',
  packageVolume: 'volume',
  packageWeight: 'weight',
} as const satisfies Record<DetailsField, keyof PackageUpdateBody>;

const FIELDS = Object.keys(PAYLOAD_FIELD) as DetailsField[];

/**
 * Which fields may be changed: the server's `editable_fields` (the spec: "depends on status, not shown").
 * Without the list nothing is editable; status and client are never in the form, so always read-only.
 */
export function editableFieldsOf(record: Pick<PackageRecord, 'editable_fields'>): ReadonlySet<DetailsField> {
  const names = new Set<string>(record.editable_fields ?? []);
  return new Set(FIELDS.filter((field) => names.has(PAYLOAD_FIELD[field])));
}

/** A choice as the record holds it — `{ id }`, or a bare value to find among the options — as its id. */
export function choiceId(
  choice: string | number | { id: number } | null | undefined,
  options: ReadonlyArray<{ id: number; value: string | number }> = [],
): number | null {
  if (choice === null || choice === undefined) return null;
  if (typeof choice === 'object') return choice.id;
  return options.find((option) => String(option.value) === String(choice))?.id ?? null;
}

/** What a choice of the record reads as (`label`, else its value). */
export function choiceText(choice: string | number | { label?: string; value?: string | number } | null | undefined) {
  if (choice === null || choice === undefined) return '';
  if (typeof choice === 'object') return choice.label ?? String(choice.value ?? '');
  return String(choice);
}

/**
 * The weight as the interface language writes it ("33,9" / "33.9"), ungrouped: the field is edited, and an
 * English "1,234" read back (comma = decimal point) would become 1.234.
 */
export const weightText = (weight: DecimalInput, language: NumberLocale) =>
  formatNumber(weight, language, { grouping: false });

/** A typed weight after a language switch: a number is rewritten in the new language ("34,1" → "34.1"), anything else stays as typed. */
export function relocalizedWeight(typed: string, language: NumberLocale): string {
  const weight = isNumericInput(typed) ? parseDecimalInput(typed) : null;
  return weight === null ? typed : weightText(weight, language);
}

/**
 * The form's starting values from the record, the weight in the interface language; colours and volumes given
 * as bare values are looked up.
 */
export function initialDetailsValues(
  record: PackageRecord,
  language: NumberLocale,
  lookups: { colors?: ReadonlyArray<{ id: number; value: string | number }> } = {},
): DetailsFormValues {
  return {
    ean: record.ean,
    packageName: record.name,
    packageWeight: weightText(record.weight, language),
    eanType: record.ean_type.id,
    packageCategory: record.category.id,
    packageType: record.type.id,
    packageVolume: choiceId(record.volume),
    packageColor: choiceId(record.color, lookups.colors),
    location: record.location ?? '',
  };
}

export type DetailsProblem = 'missing' | 'not-a-number' | 'too-large';

/**
 * The problems of the editable fields (spec §5 "Package details save/approve": ean, name and weight filled,
 * every choice made, the weight a number). A read-only field cannot be fixed here, so it is not checked.
 */
export function detailsProblems(
  values: DetailsFormValues,
  editable: ReadonlySet<DetailsField>,
): Map<DetailsField, DetailsProblem> {
  const { missing, weightNotNumber, weightTooLarge } = packageFormProblems(values);
  const problems = new Map<DetailsField, DetailsProblem>();
  for (const field of missing) if (editable.has(field)) problems.set(field, 'missing');
  if (weightNotNumber && editable.has('packageWeight')) problems.set('packageWeight', 'not-a-number');
  if (weightTooLarge && editable.has('packageWeight')) problems.set('packageWeight', 'too-large');
  return problems;
}

/** The update payload: the form's values over the record's; `activate` registers with the sales start date. */
export function detailsUpdateBody(
  values: DetailsFormValues,
  record: PackageRecord,
  approval: { startDate: string } | null = null,
): PackageUpdateBody {
  const weight = parseDecimalInput(values.packageWeight);
  return {
    activate_in_nav: approval !== null,
    start_date: approval?.startDate ?? null,
    name: values.packageName.trim(),
    ean: values.ean.trim(),
    ean_type: values.eanType ?? record.ean_type.id,
    package_status: record.status.id,
    package_category: values.packageCategory ?? record.category.id,
    package_type: values.packageType ?? record.type.id,
    volume: values.packageVolume ?? 0,
    weight: weight === null ? record.weight : Number(weight.toString()),
    color: values.packageColor ?? 0,
    location: values.location.trim(),
  };
}

/**
 * The server's refusals per field, from a 400 answer shaped `{ field: ['reason', ...] }` (payload names):
 * each form field gets its first reason. Anything else gives none.
 */
export function serverFieldErrors(body: unknown): Partial<Record<DetailsField, string>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const answer = body as Record<string, unknown>;
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const field of FIELDS) {
    const value = answer[PAYLOAD_FIELD[field]];
    const reason = Array.isArray(value) ? value.find((entry) => typeof entry === 'string') : value;
    if (typeof reason === 'string' && reason.trim() !== '') errors[field] = reason;
  }
  return errors;
}

/** Whether two sets of values are the same (a form whose values are the record's has nothing to lose). */
export function sameValues(a: DetailsFormValues, b: DetailsFormValues): boolean {
  return FIELDS.every((field) => a[field] === b[field]);
}
