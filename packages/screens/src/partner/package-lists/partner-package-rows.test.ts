import type { PackageInTest } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { filterPartnerPackageRows, partnerPackageRow, rowsOfEan } from './partner-package-rows';

const pkg = (over: Partial<PackageInTest>): PackageInTest => ({
  package_id: 1,
  ean: '4741010000739',
  name: 'Kelluke Limonaad 0,33 l',
  client: { id: 101, label: 'Põhjala Joogitehas OÜ' },
  category: 'Karastusjook',
  type: 'Klaas',
  volume: 33,
  status: { id: 3, value: 'IN_TESTING', label: 'Testimisel' },
  created_at: '28.10.2026',
  tested_at: null,
  last_test: { value: 3, label: 'N/A', status: null, has_comment: false, has_standard_comments: false },
  ...over,
});

const rows = [
  partnerPackageRow(pkg({})),
  partnerPackageRow(
    pkg({
      package_id: 2,
      ean: '4741010000807',
      name: 'Põhjala Leivakali 1,5 l',
      category: 'Kali',
      type: 'PET',
      volume: 150,
      tested_at: '2026-11-12T11:00:00Z',
      last_test: { value: 'NOK', label: 'NOK', status: 'UNCONFIRMED', has_comment: true, has_standard_comments: true },
    }),
  ),
];

describe('partnerPackageRow', () => {
  it('keeps the test day as an ISO day and the result as its code, whichever the server sends', () => {
    expect(rows[0]).toMatchObject({ id: '1', volume: '33', testedAt: '', testResult: '3' });
    expect(rows[1]).toMatchObject({ id: '2', volume: '150', testedAt: '2026-11-12', testResult: '2' });
  });

  it('has no result when the package has no test yet', () => {
    expect(partnerPackageRow(pkg({ last_test: null })).testResult).toBe('');
  });
});

describe('filterPartnerPackageRows', () => {
  const ids = (applied: Parameters<typeof filterPartnerPackageRows>[1]) =>
    filterPartnerPackageRows(rows, applied).map((row) => row.id);

  it('matches texts case-insensitively by part, choices exactly', () => {
    expect(ids({ name: 'leivakali' })).toEqual(['2']);
    expect(ids({ client: 'PÕHJALA' })).toEqual(['1', '2']);
    expect(ids({ ean: '0807' })).toEqual(['2']);
    expect(ids({ volume: '33' })).toEqual(['1']);
    expect(ids({ testResult: '3', category: 'Karastusjook', type: 'Klaas' })).toEqual(['1']);
  });

  it('filters by the test day inclusively and leaves untested packages out once a range is set', () => {
    expect(ids({ testedAt: { from: '2026-11-12', to: '2026-11-12' } })).toEqual(['2']);
    expect(ids({ testedAt: { from: '2026-11-13' } })).toEqual([]);
    expect(ids({})).toEqual(['1', '2']);
  });
});

describe('rowsOfEan', () => {
  it('finds the rows of a whole scanned code only', () => {
    expect(rowsOfEan(rows, ' 4741010000807 ').map((row) => row.id)).toEqual(['2']);
    expect(rowsOfEan(rows, '0807')).toEqual([]);
  });
});
