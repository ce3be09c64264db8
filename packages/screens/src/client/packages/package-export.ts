// The Excel export of the client's package list (spec client §9: sheets "Pakendid" and "Lisainfo", file
// "Pakendid - {client}"). exceljs loads only when the user exports (@epp/ui's exportWorkbook).
import { formatDisplayDate } from '@epp/core';
import { type ExcelColumn, excelSheet, exportWorkbook } from '@epp/ui';
import type { PackageListRow } from './package-rows';

export interface PackageExportTexts {
  fileName: string;
  packagesSheet: string;
  infoSheet: string;
  /** Column headers, in the table's order. */
  headers: Readonly<Record<keyof typeof PACKAGE_EXPORT_FIELDS, string>>;
  /** "Lisainfo" rows: a label and a value each (client, export date, count, search terms). */
  info: ReadonlyArray<{ label: string; value: string }>;
  infoHeaders: { field: string; value: string };
  /** A test result's text for its id or code. */
  testResultText: (result: string) => string;
}

const PACKAGE_EXPORT_FIELDS = {
  ean: true,
  eanType: true,
  name: true,
  color: true,
  category: true,
  type: true,
  volume: true,
  weight: true,
  status: true,
  date: true,
  testResult: true,
} as const;

/** The sheets of the export: the listed rows (as filtered) and the "Lisainfo" sheet. */
export function packageSheets(rows: readonly PackageListRow[], texts: PackageExportTexts) {
  const h = texts.headers;
  const columns: ExcelColumn<PackageListRow>[] = [
    { header: h.ean, value: (row) => row.ean, width: 16 },
    { header: h.eanType, value: (row) => row.eanType, width: 16 },
    { header: h.name, value: (row) => row.name, width: 32 },
    { header: h.color, value: (row) => row.color },
    { header: h.category, value: (row) => row.category, width: 16 },
    { header: h.type, value: (row) => row.type, width: 14 },
    { header: h.volume, value: (row) => Number(row.volume), format: 'decimal' },
    { header: h.weight, value: (row) => row.weight, format: 'decimal' },
    { header: h.status, value: (row) => row.statusLabel, width: 20 },
    { header: h.date, value: (row) => (row.date === '' ? null : formatDisplayDate(row.date)), width: 12 },
    { header: h.testResult, value: (row) => (row.testResult === '' ? null : texts.testResultText(row.testResult)) },
  ];
  return [
    excelSheet({ name: texts.packagesSheet, columns, rows }),
    excelSheet({
      name: texts.infoSheet,
      columns: [
        { header: texts.infoHeaders.field, value: (row: { label: string }) => row.label, width: 22 },
        { header: texts.infoHeaders.value, value: (row: { value: string }) => row.value, width: 40 },
      ],
      rows: texts.info,
    }),
  ];
}

/** Builds and downloads the workbook; rejects when it cannot be built ("Excel faili loomine ebaõnnestus!"). */
export function exportPackages(rows: readonly PackageListRow[], texts: PackageExportTexts): Promise<void> {
  return exportWorkbook({ fileName: texts.fileName, sheets: packageSheets(rows, texts) });
}
