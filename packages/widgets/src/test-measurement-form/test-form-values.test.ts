import type { PackageTest } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import {
  checkBarcode,
  eanTypeOf,
  initialTestFormValues,
  localizeMeasures,
  testBody,
  testFormProblems,
} from './test-form-values';

const openTest: PackageTest = {
  test_id: 1,
  package_id: 2,
  ean: '4740000000017',
  width: null,
  width_percentage: null,
  height: null,
  height_percentage: null,
  location: null,
  pv: null,
  vv: null,
  is_sticker: null,
  comment: null,
  status: 3,
  standard_comments: [],
  tested_at: null,
  confirmed_at: null,
};

const filled = {
  ...initialTestFormValues(openTest),
  width: '31,35',
  height: '25,91',
  location: 'horizontal' as const,
  pv: '3,2',
  vv: '2,8',
  isSticker: false,
  status: 'OK' as const,
};

describe('measures in the interface language', () => {
  const saved = { ...openTest, width: 33.86, height: 25.5, pv: 3.6, vv: 4 };

  it('shows a saved 33.86 as "33,86" in Estonian and "33.86" in English', () => {
    expect(initialTestFormValues(saved, 'et')).toMatchObject({ width: '33,86', height: '25,5', pv: '3,6', vv: '4' });
    expect(initialTestFormValues(saved, 'en')).toMatchObject({ width: '33.86', height: '25.5', pv: '3.6', vv: '4' });
  });

  it('moves typed measures to the other separator on a language switch, leaving the rest', () => {
    const typed = { ...initialTestFormValues(saved, 'et'), comment: 'a, b.' };
    const english = localizeMeasures(typed, 'en');
    expect(english).toMatchObject({ width: '33.86', pv: '3.6', comment: 'a, b.' });
    expect(localizeMeasures(english, 'et')).toEqual(typed);
  });

  it('reads the same number from either form', () => {
    const et = { ...filled, width: '33,86' };
    const en = { ...filled, width: '33.86' };
    expect(testBody(et, checkBarcode(et, 'EAN-13')).width).toBe(33.86);
    expect(testBody(en, checkBarcode(en, 'EAN-13')).width).toBe(33.86);
  });
});

describe('initialTestFormValues', () => {
  it('starts a new test empty, vertical, with no result', () => {
    expect(initialTestFormValues(openTest)).toEqual({
      width: '',
      height: '',
      location: 'vertical',
      pv: '',
      vv: '',
      isSticker: null,
      comment: '',
      standardComments: [],
      status: null,
    });
  });

  it('shows saved measures with decimal commas and reads standard comments as ids', () => {
    const values = initialTestFormValues({
      ...openTest,
      width: 31.5,
      location: 1,
      status: 2,
      is_sticker: true,
      standard_comments: [1, { id: 4, value: 'Kontrast on ebapiisav' }],
    });
    expect(values).toMatchObject({ width: '31,5', location: 'horizontal', status: 'NOK', standardComments: [1, 4] });
  });
});

describe('eanTypeOf', () => {
  it('reads 8 digits as EAN-8, else EAN-13', () => {
    expect(eanTypeOf('47000018')).toBe('EAN-8');
    expect(eanTypeOf('4740000000017')).toBe('EAN-13');
  });
});

describe('checkBarcode', () => {
  it('computes the percentages live from comma decimals', () => {
    expect(checkBarcode(filled, 'EAN-13')).toEqual({ widthPercentage: 100, heightPercentage: 100, flags: [] });
    expect(checkBarcode({ ...filled, width: '', height: '22,11' }, 'EAN-8')).toMatchObject({
      widthPercentage: null,
      heightPercentage: 103.75,
    });
  });

  it('flags each broken limit with the bound', () => {
    const check = checkBarcode({ ...filled, width: '30', height: '19', location: 'horizontal' }, 'EAN-13');
    expect(check.flags).toEqual([
      { field: 'width', problem: 'below', limit: 100, percentage: 95.69 },
      { field: 'height', problem: 'below-mm', limit: 20, height: 19 },
      { field: 'height', problem: 'below', limit: 80, percentage: 73.33 },
    ]);
    expect(checkBarcode({ ...filled, width: '41', height: '26' }, 'EAN-13').flags).toEqual([
      { field: 'width', problem: 'above', limit: 130, percentage: 130.78 },
    ]);
    expect(checkBarcode({ ...filled, height: '26', location: 'vertical' }, 'EAN-13').flags).toEqual([
      { field: 'height', problem: 'above', limit: 100, percentage: 100.35 },
    ]);
  });

  it('reads a measure typed with its unit ("31,35 mm") as the number, and sends it', () => {
    const typed = { ...filled, width: '31,35 mm', height: '25,91 mm' };
    const check = checkBarcode(typed, 'EAN-13');
    expect(check).toEqual({ widthPercentage: 100, heightPercentage: 100, flags: [] });
    expect(testFormProblems(typed, check).size).toBe(0);
    expect(testBody(typed, check)).toMatchObject({ width: 31.35, height: 25.91 });
  });

  it('vertical accepts a width the horizontal location refuses', () => {
    expect(checkBarcode({ ...filled, width: '26', location: 'vertical', height: '25' }, 'EAN-13').flags).toEqual([]);
  });
});

describe('testFormProblems', () => {
  it('lists the spec problems by control', () => {
    const problems = testFormProblems(
      { ...filled, width: '', pv: 'abc', status: null, isSticker: null, standardComments: [1, 2, 3, 4] },
      checkBarcode({ ...filled, width: '' }, 'EAN-13'),
    );
    expect(Object.fromEntries(problems)).toEqual({
      status: { field: 'status', problem: 'missing' },
      width: { field: 'width', problem: 'missing' },
      pv: { field: 'pv', problem: 'not-a-number' },
      isSticker: { field: 'isSticker', problem: 'missing' },
      standardComments: { field: 'standardComments', problem: 'too-many' },
    });
  });

  it('has none for a filled form', () => {
    expect(testFormProblems(filled, checkBarcode(filled, 'EAN-13')).size).toBe(0);
  });
});

describe('testBody', () => {
  it('sends numbers, codes and the computed percentages', () => {
    expect(testBody({ ...filled, standardComments: [2] }, checkBarcode(filled, 'EAN-13'))).toEqual({
      width: 31.35,
      width_percentage: 100,
      height: 25.91,
      height_percentage: 100,
      location: 1,
      pv: 3.2,
      vv: 2.8,
      is_sticker: false,
      comment: '',
      status: 1,
      standard_comments: [2],
    });
  });
});
