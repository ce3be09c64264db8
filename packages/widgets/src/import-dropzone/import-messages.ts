import {
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_FILE_MB,
  MAX_IMPORT_ROWS,
  type Period,
  periodStart,
  type WorkbookRefusal,
} from '@epp/core';
import { type Message, message, type TranslationKey } from '@epp/i18n';
import type { MonthRangeValue } from '@epp/ui';
import type { FailureLine } from '../confirm-with-problems/problem-texts';
import { errorMessage } from '../error-text';
import type { ImportFileRefusal } from './check-import-file';
import { importErrorLines } from './error-lines';
import type { ImportKind, ImportPeriods, ImportStatistics } from './import-dropzone';

// What the import dropzone says, as keys and parameters: chosen here (and tested), translated by the widget.

/** The title: the bulk import's own, else the period ("… Parandus" for a sales repair). */
export function importTitle(kind: ImportKind, isRepair: boolean, period: string | undefined): Message {
  if (kind === 'returnsBulk') return message('widgets.importDropzone.bulkTitle');
  return message(isRepair ? 'widgets.importDropzone.repairTitle' : 'widgets.importDropzone.title', {
    period: period ?? '',
  });
}

/**
 * Why a file was refused: more than one, too large (the limit in MB), not an .xlsx; or, once read, too large
 * unpacked, too many rows or columns (the limit), too slow to read.
 */
export function refusalMessage(refusal: ImportFileRefusal | WorkbookRefusal): Message {
  if (refusal === 'unpacked-too-large') return message('widgets.importDropzone.unpackedTooLarge');
  if (refusal === 'too-many-rows')
    return message('widgets.importDropzone.tooManyRows', { rows: String(MAX_IMPORT_ROWS) });
  if (refusal === 'too-many-columns')
    return message('widgets.importDropzone.tooManyColumns', { columns: String(MAX_IMPORT_COLUMNS) });
  if (refusal === 'read-timeout') return message('widgets.importDropzone.readTimeout');
  if (refusal === 'too-many-files') return message('widgets.importDropzone.tooManyFiles');
  if (refusal === 'file-too-large')
    return message('widgets.importDropzone.fileTooLarge', { mb: String(MAX_IMPORT_FILE_MB) });
  return message('widgets.importDropzone.wrongFileType');
}

/** The title of a failed import: the spec's message of the kind. */
export function failureTitleKey(kind: ImportKind): TranslationKey {
  if (kind === 'sales') return 'errors.sales.import';
  return kind === 'rpet' ? 'errors.rpet.import' : 'errors.returns.importList';
}

/** The lines of a failed import: the server's rows ("EAN - code", "Ootamatu viga" without a code), else its message. */
export function importFailureLines(error: unknown): FailureLine[] {
  const rows = importErrorLines(error);
  if (rows === null) return [errorMessage(error)];
  return rows.map(({ ean, code }): FailureLine => {
    if (ean !== null) return message('errors.row', { ean, reason: code ?? message('errors.unexpectedShort') });
    return code === null ? message('errors.unexpectedShort') : { code };
  });
}

export function isStatistics(value: unknown): value is ImportStatistics {
  return typeof value === 'object' && value !== null && 'reports_created' in value && 'lines_deleted' in value;
}

/** A return import's statistics under the success message: created, updated, deleted; none for other answers. */
export function statisticsMessages(result: unknown): Message[] | undefined {
  if (!isStatistics(result)) return undefined;
  return [
    message('widgets.importDropzone.statistics.created', {
      reports: String(result.reports_created),
      lines: String(result.lines_created),
    }),
    message('widgets.importDropzone.statistics.updated', {
      reports: String(result.reports_updated),
      lines: String(result.lines_updated),
    }),
    message('widgets.importDropzone.statistics.deleted', { lines: String(result.lines_deleted) }),
  ];
}

/** A file's size in kB as shown: tenths, at least 0.1. */
export const fileSizeKb = (bytes: number): number => Math.max(0.1, Math.round(bytes / 100) / 10);

/** The bulk import's months once both are chosen and valid, as month starts; else null. */
export function chosenPeriods(periods: MonthRangeValue, isValid: boolean): ImportPeriods | null {
  if (periods.from === null || periods.to === null || !isValid) return null;
  const from: Period = periods.from;
  const to: Period = periods.to;
  return { from, to, periodStart: periodStart(from), periodEnd: periodStart(to) };
}
