import { ApiError } from '@epp/api/client';
import { describe, expect, it } from 'vitest';
import {
  chosenPeriods,
  failureTitleKey,
  fileSizeKb,
  importFailureLines,
  importTitle,
  refusalMessage,
  statisticsMessages,
} from './import-messages';

describe('importTitle', () => {
  it('names the period, a repair, or the bulk import', () => {
    expect(importTitle('sales', false, '10.2026')).toEqual({
      key: 'widgets.importDropzone.title',
      params: { period: '10.2026' },
    });
    expect(importTitle('sales', true, '10.2026')).toEqual({
      key: 'widgets.importDropzone.repairTitle',
      params: { period: '10.2026' },
    });
    expect(importTitle('rpet', false, undefined)).toEqual({
      key: 'widgets.importDropzone.title',
      params: { period: '' },
    });
    expect(importTitle('returnsBulk', false, '10.2026')).toEqual({ key: 'widgets.importDropzone.bulkTitle' });
  });
});

describe('refusalMessage and failureTitleKey', () => {
  it('give the spec message of each refusal', () => {
    expect(refusalMessage('too-many-files')).toEqual({ key: 'widgets.importDropzone.tooManyFiles' });
    expect(refusalMessage('file-too-large')).toEqual({
      key: 'widgets.importDropzone.fileTooLarge',
      params: { mb: '5' },
    });
    expect(refusalMessage('wrong-file-type')).toEqual({ key: 'widgets.importDropzone.wrongFileType' });
  });

  it('say which limit of the read workbook was passed', () => {
    expect(refusalMessage('unpacked-too-large')).toEqual({ key: 'widgets.importDropzone.unpackedTooLarge' });
    expect(refusalMessage('too-many-rows')).toEqual({
      key: 'widgets.importDropzone.tooManyRows',
      params: { rows: '10000' },
    });
    expect(refusalMessage('too-many-columns')).toEqual({
      key: 'widgets.importDropzone.tooManyColumns',
      params: { columns: '50' },
    });
    expect(refusalMessage('read-timeout')).toEqual({ key: 'widgets.importDropzone.readTimeout' });
  });

  it('give the failure title of each kind', () => {
    expect(failureTitleKey('sales')).toBe('errors.sales.import');
    expect(failureTitleKey('rpet')).toBe('errors.rpet.import');
    expect(failureTitleKey('returns')).toBe('errors.returns.importList');
    expect(failureTitleKey('returnsBulk')).toBe('errors.returns.importList');
  });
});

describe('importFailureLines', () => {
  it('lists the server rows as "EAN - code", a bare code, or the unexpected-error text', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'PUT sales-reports/import/{id}/',
      status: 400,
      body: {
        errors: [{ code: 'package_not_found', ean: '4740000000017' }, { code: 'file_has_no_rows' }, { ean: '123' }, {}],
      },
    });
    expect(importFailureLines(error)).toEqual([
      { key: 'errors.row', params: { ean: '4740000000017', reason: 'package_not_found' } },
      { code: 'file_has_no_rows' },
      { key: 'errors.row', params: { ean: '123', reason: { key: 'errors.unexpectedShort' } } },
      { key: 'errors.unexpectedShort' },
    ]);
  });

  it('gives an error without rows as its own message', () => {
    const [line] = importFailureLines(new Error('boom'));
    expect(line).toHaveProperty('key');
  });
});

describe('statisticsMessages', () => {
  it('lists a return import statistics', () => {
    const result = { reports_created: 2, lines_created: 14, reports_updated: 1, lines_updated: 3, lines_deleted: 0 };
    expect(statisticsMessages(result)).toEqual([
      { key: 'widgets.importDropzone.statistics.created', params: { reports: '2', lines: '14' } },
      { key: 'widgets.importDropzone.statistics.updated', params: { reports: '1', lines: '3' } },
      { key: 'widgets.importDropzone.statistics.deleted', params: { lines: '0' } },
    ]);
  });

  it('has none for other answers', () => {
    expect(statisticsMessages(undefined)).toBeUndefined();
    expect(statisticsMessages({ id: 3 })).toBeUndefined();
  });
});

describe('fileSizeKb and chosenPeriods', () => {
  it('rounds the size to tenths of a kB, at least 0.1', () => {
    expect(fileSizeKb(12_345)).toBe(12.3);
    expect(fileSizeKb(10)).toBe(0.1);
  });

  it('sends the months as month starts once both are chosen and valid', () => {
    expect(chosenPeriods({ from: '2026-01', to: '2026-03' }, true)).toEqual({
      from: '2026-01',
      to: '2026-03',
      periodStart: '2026-01-01',
      periodEnd: '2026-03-01',
    });
    expect(chosenPeriods({ from: '2026-01', to: null }, true)).toBeNull();
    expect(chosenPeriods({ from: '2026-01', to: '2026-03' }, false)).toBeNull();
  });
});
