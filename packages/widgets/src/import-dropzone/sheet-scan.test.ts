import { describe, expect, it } from 'vitest';
import { columnNumber, sheetScanner } from './sheet-scan';
import { directoryRefusal, type ZipEntry } from './zip-directory';

const scan = (...chunks: string[]) => {
  const scanner = sheetScanner();
  let refusal = null;
  for (const chunk of chunks) refusal = scanner.push(chunk) ?? refusal;
  return refusal;
};

describe('sheetScanner', () => {
  it('numbers columns as Excel does', () => {
    expect([columnNumber('A'), columnNumber('Z'), columnNumber('AA'), columnNumber('XFD')]).toEqual([1, 26, 27, 16384]);
  });

  it('passes a sheet within the limits, tags split across chunks included', () => {
    expect(
      scan('<dimension ref="A1:C3"/><sheetData><row r="1"><c r="A1"', '/><c r="AX', '1"/></row></sheetData>'),
    ).toBeNull();
  });

  it('refuses a cell past column AX, even when its tag is split between chunks', () => {
    expect(scan('<row r="2"><c r="A', 'Y2"><v>1</v></c></row>')).toBe('too-many-columns');
    expect(scan('<x:row><x:c r="XFD1"/></x:row>')).toBe('too-many-columns');
  });

  it('counts cells and rows that give no reference', () => {
    expect(scan(`<row>${'<c><v>1</v></c>'.repeat(51)}</row>`)).toBe('too-many-columns');
    expect(scan('<row>'.repeat(10_001))).toBe('too-many-rows');
    expect(scan('<row r="10000"/><row/>')).toBe('too-many-rows');
  });

  it('refuses a dimension past the limits before any cell', () => {
    expect(scan('<dimension ref="A1:XFD1000"/>')).toBe('too-many-columns');
    expect(scan('<dimension ref="A1:B20000"/>')).toBe('too-many-rows');
    expect(scan('<dimension ref="A1"/><cols><col min="1" max="16384"/></cols>')).toBeNull();
  });
});

describe('directoryRefusal', () => {
  const entry = (name: string, uncompressedSize: number): ZipEntry => ({
    name,
    method: 8,
    compressedSize: 100,
    uncompressedSize,
    localHeaderOffset: 0,
  });

  it('passes a workbook within the limits', () => {
    expect(
      directoryRefusal([entry('xl/worksheets/sheet1.xml', 39_000_000), entry('xl/styles.xml', 20_000_000)]),
    ).toBeNull();
  });

  it('refuses a sheet, all parts together, a ZIP64 size or too many parts over the limits', () => {
    expect(directoryRefusal([entry('xl/worksheets/sheet1.xml', 40_000_001)])).toBe('unpacked-too-large');
    expect(directoryRefusal([entry('xl/sharedStrings.xml', 30_000_000), entry('xl/styles.xml', 30_000_001)])).toBe(
      'unpacked-too-large',
    );
    expect(directoryRefusal([entry('xl/media/image1.png', 0xffffffff)])).toBe('unpacked-too-large');
    expect(directoryRefusal(Array.from({ length: 1_001 }, (_, index) => entry(`xl/${index}.xml`, 10)))).toBe(
      'unpacked-too-large',
    );
  });
});
