// The Excel export of a package list (client spec §9: sheets "Pakendid" and "Lisainfo", file
// "Pakendid - {client}"). exceljs loads only when the user exports (@epp/ui's exportWorkbook).
import { formatDisplayDate, type IsoDate } from '@epp/core';
import { type Message, message } from '@epp/i18n';
import { type ExcelColumn, excelSheet, exportWorkbook, type FilterValues } from '@epp/ui';
import { rangeValueOf } from '../kit/list-filters/filter-range';
import { PACKAGE_COLUMN_KEYS } from './package-fields';
import type { PackageListRow } from './package-rows';

export interface PackageExportTexts {
  fileName: string;
  packagesSheet: string;
  infoSheet: string;
  /** Column headers, in the table's order. */
  headers: Readonly<Record<keyof typeof PACKAGE_COLUMN_KEYS, string>>;
  /** "Lisainfo" rows: a label and a value each (client, export date, count, search terms). */
  info: ReadonlyArray<{ label: string; value: string }>;
  infoHeaders: { field: string; value: string };
  /** A test result's text for its id or code. */
  testResultText: (result: string) => string;
}

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

/** The applied filters as "Lisainfo" lists them: `key: value` for texts and choices, `key: from – to` for ranges. */
export function exportSearchTerms(applied: FilterValues): string[] {
  return Object.entries(applied)
    .map(([key, value]) => {
      if (typeof value === 'string') return value.trim() === '' ? null : `${key}: ${value.trim()}`;
      const range = rangeValueOf(applied, key);
      return range.from || range.to ? `${key}: ${range.from ?? ''} – ${range.to ?? ''}` : null;
    })
    .filter((term): term is string => term !== null);
}

export interface PackageExportFacts {
  /** The client's name: the file's name and the first "Lisainfo" row. */
  client: string;
  today: IsoDate;
  /** How many rows the export holds. */
  count: number;
  /** The filters the list was exported with. */
  applied: FilterValues;
  testResultText: (result: string) => string;
}

/** The export's texts in the interface language (`text` from `useMessageText()`). */
export function packageExportTexts(text: (entry: Message) => string, facts: PackageExportFacts): PackageExportTexts {
  const t = (key: Parameters<typeof message>[0], params?: Parameters<typeof message>[1]) => text(message(key, params));
  const headers = Object.fromEntries(
    Object.entries(PACKAGE_COLUMN_KEYS).map(([field, key]) => [field, t(key)]),
  ) as Record<keyof typeof PACKAGE_COLUMN_KEYS, string>;
  const terms = exportSearchTerms(facts.applied);
  return {
    fileName: t('screens.client.packages.excel.fileName', { client: facts.client }),
    packagesSheet: t('screens.client.packages.excel.packagesSheet'),
    infoSheet: t('screens.client.packages.excel.infoSheet'),
    headers,
    infoHeaders: { field: t('screens.client.packages.excel.field'), value: t('screens.client.packages.excel.value') },
    info: [
      { label: t('screens.client.packages.excel.client'), value: facts.client },
      { label: t('screens.client.packages.excel.exportedOn'), value: formatDisplayDate(facts.today) },
      { label: t('screens.client.packages.excel.count'), value: String(facts.count) },
      {
        label: t('screens.client.packages.excel.filters'),
        value: terms.length === 0 ? t('screens.client.packages.excel.noFilters') : terms.join('; '),
      },
    ],
    testResultText: facts.testResultText,
  };
}

/** Builds and downloads the workbook; rejects when it cannot be built ("Excel faili loomine ebaõnnestus!"). */
export function exportPackages(rows: readonly PackageListRow[], texts: PackageExportTexts): Promise<void> {
  return exportWorkbook({ fileName: texts.fileName, sheets: packageSheets(rows, texts) });
}
