import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook, excelSheet } from './build-workbook';
import { excelCellValue, excelFileName } from './excel-formats';

interface PackageLine {
  ean: string;
  name: string;
  weight: number;
  fee: string;
  created: string;
}

const lines: PackageLine[] = [
  { ean: '04740000000017', name: 'Värska Originaal 0,5 l', weight: 24.5, fee: '0,0132', created: '2026-11-20' },
  { ean: '47400017', name: 'Põhjala Öö 0,33 l', weight: 1234.25, fee: '0.0450', created: '2024-02-29' },
];

async function roundTrip() {
  const workbook = await buildWorkbook([
    excelSheet<PackageLine>({
      name: 'Pakendid',
      columns: [
        { header: 'EAN kood', value: (line) => line.ean },
        { header: 'Toote nimetus', value: (line) => line.name, width: 30 },
        { header: 'Kaal (g)', value: (line) => line.weight, format: 'decimal' },
        { header: 'Lisatasu', value: (line) => line.fee, format: 'decimal' },
        { header: 'Loodud', value: (line) => line.created, format: 'date' },
      ],
      rows: lines,
    }),
    excelSheet<{ key: string; value: string | null }>({
      name: 'Lisainfo',
      columns: [
        { header: 'Väli', value: (row) => row.key },
        { header: 'Väärtus', value: (row) => row.value },
      ],
      rows: [
        { key: 'Klient', value: 'Põhjala Joogitehas OÜ' },
        { key: 'Periood', value: null },
      ],
    }),
  ]);
  const bytes = await workbook.xlsx.writeBuffer();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(bytes);
  return read;
}

describe('Excel export', () => {
  it('writes the sheets a screen asks for, in order, and reads back the same cells', async () => {
    const workbook = await roundTrip();
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Pakendid', 'Lisainfo']);
    const packages = workbook.getWorksheet('Pakendid');
    expect(packages?.getRow(1).values).toEqual([
      undefined,
      'EAN kood',
      'Toote nimetus',
      'Kaal (g)',
      'Lisatasu',
      'Loodud',
    ]);
    expect(packages?.getRow(1).font?.bold).toBe(true);
    expect(packages?.getCell('A2').value).toBe('04740000000017');
    expect(packages?.getCell('A3').value).toBe('47400017');
    expect(packages?.getCell('B2').value).toBe('Värska Originaal 0,5 l');
    expect(packages?.getCell('C3').value).toBe(1234.25);
    expect(packages?.getCell('D2').value).toBe(0.0132);
    expect(packages?.getCell('E3').value).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(workbook.getWorksheet('Lisainfo')?.getCell('B3').value).toBeNull();
  });

  it('keeps EANs as text and gives numbers and dates the Estonian-friendly formats', async () => {
    const packages = (await roundTrip()).getWorksheet('Pakendid');
    expect(packages?.getCell('A2').numFmt).toBe('@');
    expect(packages?.getCell('C2').numFmt).toBe('#,##0.00');
    expect(packages?.getCell('E2').numFmt).toBe('dd.mm.yyyy');
    expect(packages?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('turns values into cells: days at midnight UTC, periods on their first day, comma decimals as numbers', () => {
    expect(excelCellValue('2026-11', 'period')).toEqual(new Date(Date.UTC(2026, 10, 1)));
    expect(excelCellValue('12,50', 'money')).toBe(12.5);
    expect(excelCellValue('1 234,5', 'decimal')).toBe(1234.5);
    expect(excelCellValue('n/a', 'integer')).toBe('n/a');
    expect(excelCellValue('', 'text')).toBeNull();
    expect(excelCellValue(undefined, 'date')).toBeNull();
    expect(excelCellValue('pole kuupäev', 'date')).toBe('pole kuupäev');
    expect(excelCellValue(7, 'text')).toBe('7');
  });

  it('names the file as the screen asks, safe for every file system', () => {
    expect(excelFileName('Pakendid - Põhjala Joogitehas OÜ')).toBe('Pakendid - Põhjala Joogitehas OÜ.xlsx');
    expect(excelFileName('EPP Partner - testitulemused.xlsx')).toBe('EPP Partner - testitulemused.xlsx');
    expect(excelFileName('Pakendid - A/S "Vesi"')).toBe('Pakendid - A S Vesi.xlsx');
    expect(excelFileName(' / ')).toBe('export.xlsx');
  });
});
