import { describe, expect, it } from 'vitest';
import { indexByEan, scanApplications } from './application-scan';

const rows = [
  { id: '1', ean: '4741010001101' },
  { id: '2', ean: '4741010001101' },
  { id: '3', ean: '4741009000016' },
];
const index = indexByEan(rows);

describe('scanApplications', () => {
  it('selects every application with the EAN', () => {
    expect(scanApplications(index, new Set(), '4741010001101')).toEqual({
      kind: 'found',
      ean: '4741010001101',
      newlySelected: [rows[0], rows[1]],
      alreadySelected: [],
    });
  });

  it('names the ones already selected apart', () => {
    const scan = scanApplications(index, new Set(['2']), '4741010001101');
    expect(scan).toMatchObject({ newlySelected: [rows[0]], alreadySelected: [rows[1]] });
  });

  it('finds nothing for an EAN no application has', () => {
    expect(scanApplications(index, new Set(), '4740000000000')).toEqual({ kind: 'not-found', ean: '4740000000000' });
  });
});
