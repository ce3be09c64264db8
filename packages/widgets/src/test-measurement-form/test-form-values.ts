import type { PackageTest } from '@epp/api/schemas';
import {
  assessBarcodePrint,
  BARCODE_LIMITS,
  BARCODE_LOCATION_CODES,
  type BarcodeLocation,
  DEFAULT_BARCODE_LOCATION,
  type EanType,
  MAX_STANDARD_COMMENTS,
  type PackageTestProblem,
  packageTestProblems,
  parseDecimalInput,
  TEST_STATUS_CODES,
} from '@epp/core';
import type { Language } from '@epp/i18n';

/** The form's values as typed: measures are raw text ("31,35"), choices are null until made. */
export interface TestFormValues {
  width: string;
  height: string;
  location: BarcodeLocation;
  pv: string;
  vv: string;
  isSticker: boolean | null;
  comment: string;
  standardComments: readonly number[];
  status: 'OK' | 'NOK' | null;
}

/** One measure outside its limit, and why: the bound it broke (percent of the default size, or millimetres). */
export type BarcodeFlag =
  | { field: 'width'; problem: 'below' | 'above'; limit: number; percentage: number }
  | { field: 'height'; problem: 'below' | 'above'; limit: number; percentage: number }
  | { field: 'height'; problem: 'below-mm'; limit: number; height: number };

export interface BarcodeCheck {
  widthPercentage: number | null;
  heightPercentage: number | null;
  flags: BarcodeFlag[];
}

/** The EAN type of a code: 8 digits EAN-8, anything else EAN-13. */
export const eanTypeOf = (ean: string): EanType => (ean.trim().length === 8 ? 'EAN-8' : 'EAN-13');

/** A measure as text in the language's decimal separator: "33,86" in Estonian, "33.86" in English. */
export function localMeasure(value: number | string | null | undefined, language: Language): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  return language === 'et' ? raw.replace('.', ',') : raw.replace(',', '.');
}

const MEASURES = ['width', 'height', 'pv', 'vv'] as const;

/** The typed measures in another language's decimal separator (a language switch); other values stay. */
export function localizeMeasures(values: TestFormValues, language: Language): TestFormValues {
  const next = { ...values };
  for (const field of MEASURES) next[field] = localMeasure(values[field], language);
  return next;
}

/** The form's starting values from a test (a new test: empty, location vertical), measures in the language's format. */
export function initialTestFormValues(test: PackageTest, language: Language = 'et'): TestFormValues {
  return {
    width: localMeasure(test.width, language),
    height: localMeasure(test.height, language),
    location: test.location === BARCODE_LOCATION_CODES.horizontal ? 'horizontal' : DEFAULT_BARCODE_LOCATION,
    pv: localMeasure(test.pv, language),
    vv: localMeasure(test.vv, language),
    isSticker: test.is_sticker,
    comment: test.comment ?? '',
    standardComments: test.standard_comments.map((entry) => (typeof entry === 'object' ? entry.id : entry)),
    status: test.status === TEST_STATUS_CODES.OK ? 'OK' : test.status === TEST_STATUS_CODES.NOK ? 'NOK' : null,
  };
}

/** The percentages (live, while typing) and every broken limit, from @epp/core's assessBarcodePrint. */
export function checkBarcode(values: TestFormValues, eanType: EanType): BarcodeCheck {
  // The numeric helper's reading, as core's packageTestProblems reads them: "31,35 mm" is 31.35.
  const width = parseDecimalInput(values.width);
  const height = parseDecimalInput(values.height);
  const limits = BARCODE_LIMITS[values.location];
  const flags: BarcodeFlag[] = [];
  // A missing measure is assessed as the default size only to read the other one's result.
  const assessment = assessBarcodePrint({
    eanType,
    location: values.location,
    width: width ?? 0,
    height: height ?? 0,
  });
  const widthPercentage = width === null ? null : assessment.widthPercentage;
  const heightPercentage = height === null ? null : assessment.heightPercentage;
  if (widthPercentage !== null && !assessment.widthOk) {
    const below = widthPercentage < limits.widthPercent.min;
    flags.push({
      field: 'width',
      problem: below ? 'below' : 'above',
      limit: below ? limits.widthPercent.min : limits.widthPercent.max,
      percentage: widthPercentage,
    });
  }
  if (height !== null && heightPercentage !== null && !assessment.heightOk) {
    const millimetres = Number(height.toString());
    if (millimetres < limits.minHeightMm) {
      flags.push({ field: 'height', problem: 'below-mm', limit: limits.minHeightMm, height: millimetres });
    }
    if (heightPercentage < limits.heightPercent.min || heightPercentage > limits.heightPercent.max) {
      const below = heightPercentage < limits.heightPercent.min;
      flags.push({
        field: 'height',
        problem: below ? 'below' : 'above',
        limit: below ? limits.heightPercent.min : limits.heightPercent.max,
        percentage: heightPercentage,
      });
    }
  }
  return { widthPercentage, heightPercentage, flags };
}

/** The fields that have their own control; the percentages follow width and height. */
export type TestFormField = 'status' | 'width' | 'height' | 'location' | 'pv' | 'vv' | 'isSticker' | 'standardComments';

/** The problems of @epp/core's packageTestProblems, by control (the percentages' own "missing" left out). */
export function testFormProblems(values: TestFormValues, check: BarcodeCheck): Map<TestFormField, PackageTestProblem> {
  const problems = packageTestProblems({
    status: values.status === null ? null : TEST_STATUS_CODES[values.status],
    width: values.width,
    height: values.height,
    widthPercentage: check.widthPercentage,
    heightPercentage: check.heightPercentage,
    location: BARCODE_LOCATION_CODES[values.location],
    pv: values.pv,
    vv: values.vv,
    isSticker: values.isSticker,
    standardComments: values.standardComments,
  });
  const byField = new Map<TestFormField, PackageTestProblem>();
  for (const problem of problems) {
    if (problem.field === 'widthPercentage' || problem.field === 'heightPercentage') continue;
    if (!byField.has(problem.field)) byField.set(problem.field, problem);
  }
  return byField;
}

/** The PUT partner/test/{test_id} body of valid values (call only when testFormProblems is empty). */
export function testBody(values: TestFormValues, check: BarcodeCheck) {
  const number = (raw: string) => Number(parseDecimalInput(raw)?.toString() ?? Number.NaN);
  return {
    width: number(values.width),
    width_percentage: check.widthPercentage ?? Number.NaN,
    height: number(values.height),
    height_percentage: check.heightPercentage ?? Number.NaN,
    location: BARCODE_LOCATION_CODES[values.location],
    pv: number(values.pv),
    vv: number(values.vv),
    is_sticker: values.isSticker === true,
    comment: values.comment,
    status: TEST_STATUS_CODES[values.status ?? 'NOK'],
    standard_comments: values.standardComments.slice(0, MAX_STANDARD_COMMENTS),
  };
}

export type TestBody = ReturnType<typeof testBody>;
