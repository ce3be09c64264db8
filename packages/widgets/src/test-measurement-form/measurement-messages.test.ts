import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  codesByField,
  confirmedDateText,
  fieldFlags,
  flagMessage,
  measureText,
  problemMessage,
} from './measurement-messages';
import type { BarcodeFlag } from './test-form-values';

const vertical = { key: 'widgets.testMeasurementForm.locationCase.vertical' };

describe('flagMessage', () => {
  it('names the percent limit a width or height broke, with the location', () => {
    expect(flagMessage({ field: 'width', problem: 'below', limit: 80, percentage: 75.456 }, 'vertical', 'et')).toEqual({
      key: 'widgets.testMeasurementForm.flags.widthBelow',
      params: { percentage: '75,46', limit: '80', location: vertical },
    });
    expect(
      flagMessage({ field: 'height', problem: 'above', limit: 200, percentage: 210.5 }, 'horizontal', 'en'),
    ).toEqual({
      key: 'widgets.testMeasurementForm.flags.heightAbove',
      params: {
        percentage: '210.5',
        limit: '200',
        location: { key: 'widgets.testMeasurementForm.locationCase.horizontal' },
      },
    });
    expect(flagMessage({ field: 'width', problem: 'above', limit: 200, percentage: 201 }, 'vertical', 'et').key).toBe(
      'widgets.testMeasurementForm.flags.widthAbove',
    );
    expect(flagMessage({ field: 'height', problem: 'below', limit: 80, percentage: 79 }, 'vertical', 'et').key).toBe(
      'widgets.testMeasurementForm.flags.heightBelow',
    );
  });

  it('names the minimum height in millimetres', () => {
    expect(flagMessage({ field: 'height', problem: 'below-mm', limit: 10, height: 9.5 }, 'vertical', 'et')).toEqual({
      key: 'widgets.testMeasurementForm.flags.heightBelowMm',
      params: { height: '9,5', limit: '10', location: vertical },
    });
  });
});

describe('fieldFlags', () => {
  it('keeps the flags of one measure', () => {
    const flags: BarcodeFlag[] = [
      { field: 'width', problem: 'below', limit: 80, percentage: 70 },
      { field: 'height', problem: 'below-mm', limit: 10, height: 9 },
    ];
    expect(fieldFlags(flags, 'width')).toEqual([flags[0]]);
    expect(fieldFlags(flags, 'height')).toEqual([flags[1]]);
    expect(fieldFlags([], 'width')).toEqual([]);
  });
});

describe('problemMessage', () => {
  it('says which field is missing or not a number, by its name', () => {
    expect(problemMessage({ field: 'width', problem: 'missing' })).toEqual({
      key: 'widgets.testMeasurementForm.missing',
      params: { field: { key: 'widgets.testMeasurementForm.fieldNames.width' } },
    });
    expect(problemMessage({ field: 'pv', problem: 'not-a-number' })).toEqual({
      key: 'widgets.testMeasurementForm.notANumber',
      params: { field: { key: 'widgets.testMeasurementForm.fieldNames.pv' } },
    });
  });

  it('says a measure cannot be negative or beyond the largest one', () => {
    expect(problemMessage({ field: 'width', problem: 'negative' })).toEqual({
      key: 'widgets.testMeasurementForm.negative',
      params: { field: { key: 'widgets.testMeasurementForm.fieldNames.width' } },
    });
    expect(problemMessage({ field: 'vv', problem: 'too-large' })).toEqual({
      key: 'widgets.testMeasurementForm.tooLarge',
      params: { field: { key: 'widgets.testMeasurementForm.fieldNames.vv' }, max: '1000' },
    });
  });

  it('limits the standard comments and the result', () => {
    expect(problemMessage({ field: 'standardComments', problem: 'too-many' })).toEqual({
      key: 'widgets.testMeasurementForm.tooMany',
      params: { max: '3' },
    });
    expect(problemMessage({ field: 'status', problem: 'not-ok-or-nok' })).toEqual({
      key: 'widgets.testMeasurementForm.notOkOrNok',
    });
  });
});

describe('answerErrors', () => {
  it('reads the error codes of a 200 answer as failure lines', () => {
    expect(answerErrors({ errors: [{ code: 'TEST_LOCKED' }, { code: null }] })).toEqual([{ code: 'TEST_LOCKED' }]);
  });

  it('finds none in an answer without errors', () => {
    expect(answerErrors({ test_id: 1 })).toEqual([]);
    expect(answerErrors(null)).toEqual([]);
    expect(answerErrors(undefined)).toEqual([]);
  });
});

describe('measureText and confirmedDateText', () => {
  it('format in the interface language', () => {
    expect(measureText(31.356, 'et')).toBe('31,36');
    expect(measureText(31.356, 'en')).toBe('31.36');
  });

  it('shows the confirmation moment, or the server text when it is no date', () => {
    expect(confirmedDateText(null)).toBe('');
    expect(confirmedDateText('not a date')).toBe('not a date');
    expect(confirmedDateText('2026-03-04T10:15:00')).toMatch(/^04\.03\.2026/);
  });
});

describe('codesByField', () => {
  it('puts each server code on the field it names, joining two on one field', () => {
    const lines = [
      { code: 'width_too_small' },
      { code: 'height_is_missing' },
      { code: 'height_percentage_too_high' },
      { code: 'is_sticker_missing' },
      { code: 'standard_comments_too_many' },
      { code: 'pv' },
    ];
    expect(Object.fromEntries(codesByField(lines))).toEqual({
      width: 'width_too_small',
      height: 'height_is_missing height_percentage_too_high',
      isSticker: 'is_sticker_missing',
      standardComments: 'standard_comments_too_many',
      pv: 'pv',
    });
  });

  it('leaves codes that name no field, and translated lines, to the alert', () => {
    const lines = [{ code: 'test_already_confirmed' }, { code: 'pvc' }, { key: 'errors.unexpectedShort', params: {} }];
    expect(codesByField(lines as Parameters<typeof codesByField>[0]).size).toBe(0);
  });
});
