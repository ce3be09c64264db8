import { describe, expect, it } from 'vitest';
import { packageSheets } from './package-export';
import { packageListRow } from './package-rows';

const row = packageListRow({
  id: 7,
  EAN: '4740012345678',
  EAN_type: 'Rahvusvaheline',
  name: 'Põhjala Vesi 0,5 l',
  color: 'Roheline',
  package_category: 'Vesi',
  package_type: 'PET',
  volume: 50,
  weight: 21.5,
  status: { value: 1, label: 'Registreeritud' },
  combined_at: '14.03.2026',
  package_test: 1,
  created_at: '01.03.2026',
});

const headers = {
  ean: 'EAN',
  eanType: 'EAN tüüp',
  name: 'Nimetus',
  color: 'Värv',
  category: 'Kategooria',
  type: 'Tüüp',
  volume: 'Maht',
  weight: 'Kaal',
  status: 'Staatus',
  date: 'Kuupäev',
  testResult: 'Testitulemus',
};

describe('packageSheets', () => {
  it('writes the rows to "Pakendid" and the facts to "Lisainfo"', () => {
    const [packages, info] = packageSheets([row, { ...row, id: '8', date: '', testResult: '' }], {
      fileName: 'Pakendid - Põhjala',
      packagesSheet: 'Pakendid',
      infoSheet: 'Lisainfo',
      headers,
      info: [{ label: 'Klient', value: 'Põhjala Joogitehas OÜ' }],
      infoHeaders: { field: 'Väli', value: 'Väärtus' },
      testResultText: (result) => (result === '1' ? 'OK' : result),
    });
    expect(packages?.name).toBe('Pakendid');
    expect(packages?.columns.map((column) => column.header)).toEqual(Object.values(headers));
    expect(packages?.cells[0]).toEqual([
      '4740012345678',
      'Rahvusvaheline',
      'Põhjala Vesi 0,5 l',
      'Roheline',
      'Vesi',
      'PET',
      50,
      21.5,
      'Registreeritud',
      '14.03.2026',
      'OK',
    ]);
    expect(packages?.cells[1]?.slice(9)).toEqual([null, null]);
    expect(info?.name).toBe('Lisainfo');
    expect(info?.cells).toEqual([['Klient', 'Põhjala Joogitehas OÜ']]);
  });
});
