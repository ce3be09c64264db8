import type { Message } from '@epp/i18n';
import { describe, expect, it } from 'vitest';
import { exportSearchTerms, packageExportTexts, packageSheets } from './package-export';
import { packageListRow } from './package-rows';
import { serverPackage } from './test-package';

const row = packageListRow(serverPackage);

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

describe('exportSearchTerms', () => {
  it('lists the applied texts, choices and ranges, leaving out empty ones', () => {
    expect(
      exportSearchTerms({ ean: ' 474 ', name: '  ', statusId: '1', date: { from: '2026-01-01' }, volume: {} }),
    ).toEqual(['ean: 474', 'statusId: 1', 'date: 2026-01-01 – ']);
  });
});

describe('packageExportTexts', () => {
  // Each message as its key and parameters, so the test reads which text goes where.
  const text = ({ key, params }: Message) => (params ? `${key} ${JSON.stringify(params)}` : key);
  const facts = { client: 'Põhjala', today: '2026-11-20', count: 2, testResultText: (result: string) => result };

  it('names the file after the client and lists the facts', () => {
    const texts = packageExportTexts(text, { ...facts, applied: { ean: '474' } });
    expect(texts.fileName).toBe('screens.client.packages.excel.fileName {"client":"Põhjala"}');
    expect(texts.headers.ean).toBe('screens.client.packages.columns.ean');
    expect(texts.info.map((row) => row.value)).toEqual(['Põhjala', '20.11.2026', '2', 'ean: 474']);
  });

  it('says so when no filter was applied', () => {
    const texts = packageExportTexts(text, { ...facts, applied: {} });
    expect(texts.info.at(-1)?.value).toBe('screens.client.packages.excel.noFilters');
  });
});
