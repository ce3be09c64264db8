import type { PackageRecord } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { testedDayOf, testListRow, testListRows } from './test-list-rows';

const record = (changes: Partial<PackageRecord> = {}): PackageRecord => ({
  id: 7,
  ean: '4740000000011',
  ean_type: { id: 1, value: 'EAN13', label: 'EAN-13' },
  name: 'Limonaad',
  client: { id: 101, name: 'Joogitehas OÜ', label: 'Joogitehas OÜ', value: 101 },
  color: { id: 2, value: 'Roheline', label: 'Roheline' },
  category: { id: 2, value: 'LIM', label: 'Limonaad', description: 'Limonaad' },
  type: { id: 2, value: 'Klaas', label: 'Klaas' },
  volume: { id: 2, value: 33, label: '33 cl' },
  weight: 298.4,
  status: { id: 10, value: 'TEST_UNCONFIRMED', label: 'Test kinnitamata' },
  created_at: '20.10.2026',
  tested_at: '12.11.2026',
  debt: 12.5,
  skip_migration: true,
  unsubmitted_sales_reports: 0,
  last_test: { value: 2, label: 'NOK', status: 'UNCONFIRMED', has_comment: true, has_standard_comments: false },
  ...changes,
});

describe('testListRow', () => {
  it('prepares what the columns show and the filters match', () => {
    expect(testListRow(record())).toMatchObject({
      id: '7',
      testedAt: '2026-11-12',
      client: 'Joogitehas OÜ',
      color: 'Roheline',
      category: 'Limonaad',
      type: 'Klaas',
      statusId: '10',
      testResult: '2',
      conditions: ['unsynced', 'debt', 'comment'],
    });
  });

  it('has no test result and no date before the first test', () => {
    expect(testListRow(record({ last_test: null, tested_at: null }))).toMatchObject({ testResult: '', testedAt: '' });
  });
});

describe('testedDayOf', () => {
  it('reads the dotted, the dashed and the ISO day', () => {
    expect(testedDayOf('12.11.2026')).toBe('2026-11-12');
    expect(testedDayOf('12-11-2026')).toBe('2026-11-12');
    expect(testedDayOf('2026-11-12T10:00:00Z')).toBe('2026-11-12');
    expect(testedDayOf('')).toBe('');
  });
});

describe('testListRows', () => {
  it('keeps only the list’s status group', () => {
    const rows = testListRows(
      [record(), record({ id: 8, status: { id: 6, value: 'WAITING', label: 'Ootel' } })],
      [3, 10, 4],
    );
    expect(rows.map((row) => row.id)).toEqual(['7']);
  });
});
