import { describe, expect, it } from 'vitest';
import {
  filterPackageRows,
  PACKAGE_FILTER_KINDS,
  type PackageListRow,
  packageListRow,
  uniqueOptions,
  volumeLabel,
  volumeOptions,
} from './package-rows';
import { serverPackage } from './test-package';

const base = serverPackage;

describe('packageListRow', () => {
  it('turns the server row into text fields and an ISO date', () => {
    expect(packageListRow(base)).toEqual({
      id: '7',
      ean: '4740012345678',
      eanType: 'Rahvusvaheline',
      name: 'Põhjala Vesi 0,5 l',
      color: 'Roheline',
      category: 'Vesi',
      type: 'PET',
      volume: '50',
      weight: 21.5,
      statusId: '1',
      statusLabel: 'Registreeritud',
      date: '2026-03-14',
      testResult: '1',
    });
  });

  it('leaves the date and test result empty when the server has none', () => {
    const row = packageListRow({ ...base, combined_at: null, package_test: null });
    expect(row.date).toBe('');
    expect(row.testResult).toBe('');
  });
});

describe('filterPackageRows', () => {
  const rows: PackageListRow[] = [
    packageListRow(base),
    packageListRow({
      ...base,
      id: 8,
      EAN: '4740099999990',
      name: 'Öö Stout',
      package_type: 'Klaas',
      combined_at: '02.11.2026',
    }),
    packageListRow({ ...base, id: 9, EAN: '4740011111116', name: 'Mahl', combined_at: null }),
  ];
  const ids = (values: Parameters<typeof filterPackageRows>[1]) => filterPackageRows(rows, values).map((r) => r.id);

  it('keeps everything without filters', () => {
    expect(ids({})).toEqual(['7', '8', '9']);
  });

  it('matches texts case-insensitively and trimmed', () => {
    expect(ids({ name: '  öö ' })).toEqual(['8']);
    expect(ids({ ean: '474001' })).toEqual(['7', '9']);
  });

  it('matches choices exactly', () => {
    expect(ids({ type: 'Klaas' })).toEqual(['8']);
    expect(ids({ type: '' })).toEqual(['7', '8', '9']);
  });

  it('keeps dates in the range, both ends included, and drops undated rows once a range is set', () => {
    expect(ids({ date: { from: '2026-03-14', to: '2026-03-14' } })).toEqual(['7']);
    expect(ids({ date: { from: '2026-04-01' } })).toEqual(['8']);
    expect(ids({ date: {} })).toEqual(['7', '8', '9']);
  });
});

describe('PACKAGE_FILTER_KINDS and uniqueOptions', () => {
  it('keep each filter in the address its own way', () => {
    expect(PACKAGE_FILTER_KINDS).toEqual({
      ean: 'text',
      eanType: 'select',
      name: 'text',
      category: 'select',
      type: 'select',
      volume: 'select',
      statusId: 'select',
      testResult: 'select',
      date: 'dateRange',
    });
  });

  it('lists each value once', () => {
    expect(uniqueOptions(['a', 'b', 'a'])).toEqual([
      { id: 'a', label: 'a' },
      { id: 'b', label: 'b' },
    ]);
  });
});

describe('volumeOptions', () => {
  it('lists each volume once, smallest first, labelled in the interface language', () => {
    expect(volumeOptions([150, '56.8', 33, 56.8], 'et')).toEqual([
      { id: '33', label: '33' },
      { id: '56.8', label: '56,8' },
      { id: '150', label: '150' },
    ]);
    expect(volumeOptions(['56.8'], 'en')).toEqual([{ id: '56.8', label: '56.8' }]);
  });
});

describe('volumeLabel', () => {
  it('writes a volume in the interface language and leaves a non-number as it is', () => {
    expect(volumeLabel(0.5, 'et')).toBe('0,5');
    expect(volumeLabel('0.5', 'en')).toBe('0.5');
    expect(volumeLabel('n/a', 'et')).toBe('n/a');
    expect(volumeLabel('', 'et')).toBe('');
  });
});
