import type { PackageRecord } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import {
  choiceId,
  detailsProblems,
  detailsUpdateBody,
  editableFieldsOf,
  initialDetailsValues,
  relocalizedWeight,
  serverFieldErrors,
} from './details-form-values';

const idv = (id: number, value: string) => ({ id, value, label: value });
const record = {
  id: 7,
  ean: '4740012345678',
  ean_type: idv(2, 'Rahvusvaheline'),
  name: 'Leivakali',
  client: { id: 101, name: 'Põhjala', label: 'Põhjala', value: 101 },
  color: 'Pruun',
  category: { ...idv(7, 'Kali'), description: 'Kali' },
  type: idv(1, 'PET'),
  volume: idv(7, '150'),
  weight: 33.9,
  status: idv(10, 'Testitud'),
  created_at: '20.10.2026',
  debt: 0,
  skip_migration: false,
  unsubmitted_sales_reports: 0,
  location: null,
  last_test: null,
  editable_fields: ['name', 'weight', 'location', 'status'],
} satisfies PackageRecord;

describe('the details form', () => {
  it('takes the editable fields from the server, never status or client', () => {
    expect([...editableFieldsOf(record)].sort()).toEqual(['location', 'packageName', 'packageWeight']);
    expect(editableFieldsOf({ editable_fields: undefined }).size).toBe(0);
  });

  it('starts from the record, a bare colour found by its value', () => {
    const values = initialDetailsValues(record, 'et', { colors: [{ id: 4, value: 'Pruun' }] });
    expect(values).toMatchObject({ packageColor: 4, packageVolume: 7, packageWeight: '33,9', location: '' });
    expect(initialDetailsValues(record, 'en').packageWeight).toBe('33.9');
    expect([relocalizedWeight('34,10', 'en'), relocalizedWeight('34.1', 'et'), relocalizedWeight('3a', 'en')]).toEqual([
      '34.1',
      '34,1',
      '3a',
    ]);
    expect(choiceId('Sinine', [{ id: 4, value: 'Pruun' }])).toBeNull();
  });

  it('checks only the editable fields: filled, and the weight a number', () => {
    const values = { ...initialDetailsValues(record, 'et'), packageName: ' ', packageWeight: 'abc', ean: '' };
    const problems = detailsProblems(values, editableFieldsOf(record));
    expect(Object.fromEntries(problems)).toEqual({ packageName: 'missing', packageWeight: 'not-a-number' });
  });

  it('sends the payload, approving with the start date', () => {
    const values = { ...initialDetailsValues(record, 'et', { colors: [{ id: 4, value: 'Pruun' }] }), location: ' K ' };
    expect(detailsUpdateBody(values, record)).toMatchObject({
      activate_in_nav: false,
      start_date: null,
      weight: 33.9,
      color: 4,
      location: 'K',
      package_status: 10,
    });
    expect(detailsUpdateBody(values, record, { startDate: '2026-12-01' })).toMatchObject({
      activate_in_nav: true,
      start_date: '2026-12-01',
    });
  });

  it("reads the server's refusals per field", () => {
    expect(
      serverFieldErrors({ ean: ['Sama EAN on juba registreeritud.'], weight: 'Liiga suur', other: ['x'] }),
    ).toEqual({
      ean: 'Sama EAN on juba registreeritud.',
      packageWeight: 'Liiga suur',
    });
    expect(serverFieldErrors({ detail: 'x' })).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
