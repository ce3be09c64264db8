// The Excel export of a partner list (spec operator §2: the test results export is the file
// "EPP Partner - testitulemused" with the sheet "Testitulemused", its date field tested_at; the other lists
// name theirs the same way). exceljs loads only when the user exports (@epp/ui's exportWorkbook).
import { type Message, message, type TranslationKey } from '@epp/i18n';
import { type ExcelColumn, excelSheet, exportWorkbook } from '@epp/ui';
import { PARTNER_PACKAGE_FIELD_KEYS, type PartnerPackageRow } from './partner-package-rows';

export interface PartnerExportTexts {
  fileName: string;
  sheetName: string;
  headers: Readonly<Record<keyof typeof PARTNER_PACKAGE_FIELD_KEYS, string>>;
  /** A test result's text for its code ('1' → OK). */
  testResultText: (code: string) => string;
}

/** The one sheet of the export: the listed rows as searched, in the table's columns; the test day a date cell. */
export function partnerPackageSheet(rows: readonly PartnerPackageRow[], texts: PartnerExportTexts) {
  const h = texts.headers;
  const columns: ExcelColumn<PartnerPackageRow>[] = [
    { header: h.testedAt, value: (row) => row.testedAt || null, format: 'date', width: 14 },
    { header: h.ean, value: (row) => row.ean, width: 16 },
    { header: h.name, value: (row) => row.name, width: 32 },
    { header: h.client, value: (row) => row.client, width: 26 },
    { header: h.category, value: (row) => row.category, width: 18 },
    { header: h.type, value: (row) => row.type, width: 16 },
    { header: h.volume, value: (row) => Number(row.volume), format: 'decimal' },
    { header: h.status, value: (row) => row.statusLabel, width: 20 },
    { header: h.testResult, value: (row) => (row.testResult === '' ? null : texts.testResultText(row.testResult)) },
  ];
  return excelSheet({ name: texts.sheetName, columns, rows });
}

const RESULT_KEYS: Readonly<Record<string, TranslationKey>> = {
  '1': 'status.testResult.OK',
  '2': 'status.testResult.NOK',
  '3': 'status.testResult.NA',
};

/** The export's texts in the interface language (`text` from `useMessageText()`). */
export function partnerExportTexts(
  text: (entry: Message) => string,
  names: { fileName: TranslationKey; sheetName: TranslationKey },
): PartnerExportTexts {
  const headers = Object.fromEntries(
    Object.entries(PARTNER_PACKAGE_FIELD_KEYS).map(([field, key]) => [field, text(message(key))]),
  ) as Record<keyof typeof PARTNER_PACKAGE_FIELD_KEYS, string>;
  return {
    fileName: text(message(names.fileName)),
    sheetName: text(message(names.sheetName)),
    headers,
    testResultText: (code) => {
      const key = RESULT_KEYS[code];
      return key === undefined ? code : text(message(key));
    },
  };
}

/** Builds and downloads the workbook; rejects when it cannot be built ("Excel faili loomine ebaõnnestus!"). */
export function exportPartnerPackages(rows: readonly PartnerPackageRow[], texts: PartnerExportTexts): Promise<void> {
  return exportWorkbook({ fileName: texts.fileName, sheets: [partnerPackageSheet(rows, texts)] });
}
