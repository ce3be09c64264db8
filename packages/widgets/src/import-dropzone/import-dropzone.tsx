import { errorMessage } from '@epp/api/client';
import { formatNumber, type IsoDate, MAX_IMPORT_FILE_MB, type MoneyLocale, type Period, periodStart } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import {
  Alert,
  announce,
  Button,
  FileIcon,
  IconButton,
  Link,
  MonthRangePicker,
  type MonthRangeValue,
  TrashIcon,
  UploadIcon,
  VisuallyHidden,
} from '@epp/ui';
import { useId, useRef, useState } from 'react';
import { Button as AriaButton, FileTrigger, isFileDropItem, useDrop } from 'react-aria-components';
import { styled } from 'styled-components';
import { checkImportFiles, type ImportFileRefusal } from './check-import-file';
import { importErrorLines } from './error-lines';
import * as styles from './import-dropzone.styles';
import { ImportPreview, type PreviewState } from './import-preview';
import { readSheetPreview } from './sheet-preview';

/** Which import: the texts of the title, the success and the failure follow it (spec §8). */
export type ImportKind = 'sales' | 'rpet' | 'returns' | 'returnsBulk';

/** The bulk return-report import's months, sent as the first days of the months. */
export interface ImportPeriods {
  from: Period;
  to: Period;
  periodStart: IsoDate;
  periodEnd: IsoDate;
}

export interface ImportStatistics {
  reports_created: number;
  lines_created: number;
  reports_updated: number;
  lines_updated: number;
  lines_deleted: number;
}

export interface ImportDropzoneProps {
  kind: ImportKind;
  /** The period as shown in the title, e.g. "03.2025" (sales) or "2025" (rPET). Not used by the bulk import. */
  period?: string;
  /** A sales repair: the title ends with "Parandus". */
  isRepair?: boolean;
  /** The import template: a link to the file, or a handler that downloads it (e.g. an @epp/api download). */
  templateHref?: string;
  onTemplateDownload?: () => void;
  /**
   * Uploads the file (and for the bulk return import, the months). Reject with an `ApiError` to show the
   * server's rows ("EAN - text"); resolve with the import statistics of a return import to list them.
   */
  onImport: (file: File, periods: ImportPeriods | null) => Promise<unknown>;
  /** Called after a successful import with what `onImport` resolved to (a screen closes its modal here). */
  onImported?: (result: unknown) => void;
  /** Shows a cancel button. */
  onCancel?: () => void;
  /** Today, for the bulk import's month pickers (no month after the current one). Required for 'returnsBulk'. */
  today?: IsoDate;
  defaultPeriods?: MonthRangeValue;
  /** The heading level of the title; 2 by default (a Dialog's title is an h2 too). */
  headingLevel?: 2 | 3 | 4;
  /** The id of the title, e.g. for a surrounding dialog's aria-labelledby. */
  titleId?: string;
}

type Outcome = { kind: 'none' } | { kind: 'failed'; error: unknown } | { kind: 'done'; result: unknown };

const XLSX_TYPES = ['.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

const Root = styled.section`
  ${styles.root}
`;
const Title = styled.h2`
  ${styles.title}
`;
const DropArea = styled.div`
  ${styles.dropArea}
`;
const DropButton = styled(AriaButton)`
  ${styles.dropButton}
`;
const DropLabel = styled.span`
  ${styles.dropLabel}
`;
const Muted = styled.span`
  ${styles.muted}
`;
const FileRow = styled.div`
  ${styles.fileRow}
`;
const FileName = styled.span`
  ${styles.fileName}
`;
const Actions = styled.div`
  ${styles.actions}
`;

function isStatistics(value: unknown): value is ImportStatistics {
  return typeof value === 'object' && value !== null && 'reports_created' in value && 'lines_deleted' in value;
}

/**
 * The import of a report from an .xlsx file (sales original or repair, rPET, return reports): one file,
 * dropped on the area or chosen with its button, checked by name, size and content before anything is sent,
 * previewed in the browser with bad EANs flagged, then uploaded through `onImport` (never twice at once).
 */
export function ImportDropzone({
  kind,
  period,
  isRepair = false,
  templateHref,
  onTemplateDownload,
  onImport,
  onImported,
  onCancel,
  today,
  defaultPeriods,
  headingLevel = 2,
  titleId: titleIdProp,
}: ImportDropzoneProps) {
  const { t, i18n } = useEppTranslation();
  const language: MoneyLocale = i18n.language === 'en' ? 'en' : 'et';
  const ownTitleId = useId();
  const titleId = titleIdProp ?? ownTitleId;
  const limitsId = useId();
  const dropAreaRef = useRef<HTMLDivElement>(null);
  const dropButtonRef = useRef<HTMLButtonElement>(null);
  const inFlight = useRef(false);
  const previewToken = useRef(0);
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<ImportFileRefusal | null>(null);
  const [preview, setPreview] = useState<PreviewState>({ status: 'none' });
  const [isUploading, setUploading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [periods, setPeriods] = useState<MonthRangeValue>(defaultPeriods ?? { from: null, to: null });
  const [periodsValid, setPeriodsValid] = useState(true);

  const refusalText = (error: ImportFileRefusal) =>
    error === 'too-many-files'
      ? t('widgets.importDropzone.tooManyFiles')
      : error === 'file-too-large'
        ? t('widgets.importDropzone.fileTooLarge', { mb: MAX_IMPORT_FILE_MB })
        : t('widgets.importDropzone.wrongFileType');

  async function take(files: File[]) {
    if (isUploading) return;
    const check = await checkImportFiles(files);
    if (!check.ok) {
      if (check.error === null) return;
      setRefusal(check.error);
      announce(refusalText(check.error), 'assertive');
      return;
    }
    const accepted = check.file;
    setRefusal(null);
    setOutcome({ kind: 'none' });
    setFile(accepted);
    announce(t('widgets.importDropzone.accepted', { fileName: accepted.name }));
    const token = ++previewToken.current;
    setPreview({ status: 'loading' });
    try {
      const data = await readSheetPreview(accepted);
      if (previewToken.current === token) setPreview({ status: 'ready', data });
    } catch {
      if (previewToken.current === token) setPreview({ status: 'failed' });
    }
  }

  const { dropProps, isDropTarget } = useDrop({
    ref: dropAreaRef,
    isDisabled: isUploading,
    getDropOperation: () => 'copy',
    onDrop: async (event) => {
      const files = await Promise.all(event.items.filter(isFileDropItem).map((item) => item.getFile()));
      await take(files);
    },
  });

  function remove() {
    if (file === null) return;
    previewToken.current += 1;
    announce(t('widgets.importDropzone.removed', { fileName: file.name }));
    setFile(null);
    setPreview({ status: 'none' });
    setOutcome({ kind: 'none' });
    dropButtonRef.current?.focus();
  }

  const chosenPeriods: ImportPeriods | null =
    periods.from !== null && periods.to !== null && periodsValid
      ? {
          from: periods.from,
          to: periods.to,
          periodStart: periodStart(periods.from),
          periodEnd: periodStart(periods.to),
        }
      : null;
  const needsPeriods = kind === 'returnsBulk';
  const canImport = file !== null && !isUploading && (!needsPeriods || chosenPeriods !== null);

  async function submit() {
    if (!canImport || inFlight.current || file === null) return;
    inFlight.current = true;
    setUploading(true);
    setOutcome({ kind: 'none' });
    announce(t('widgets.importDropzone.uploading', { fileName: file.name }));
    try {
      const result = await onImport(file, needsPeriods ? chosenPeriods : null);
      setOutcome({ kind: 'done', result });
      setFile(null);
      setPreview({ status: 'none' });
      onImported?.(result);
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    } finally {
      inFlight.current = false;
      setUploading(false);
    }
  }

  const title =
    kind === 'returnsBulk'
      ? t('widgets.importDropzone.bulkTitle')
      : isRepair
        ? t('widgets.importDropzone.repairTitle', { period: period ?? '' })
        : t('widgets.importDropzone.title', { period: period ?? '' });

  const failureTitle =
    kind === 'sales'
      ? t('errors.sales.import')
      : kind === 'rpet'
        ? t('errors.rpet.import')
        : t('errors.returns.importList');

  const failureLines = (error: unknown): string[] => {
    const rows = importErrorLines(error);
    if (rows === null) {
      const message = errorMessage(error);
      // The key comes from @epp/api at run time; its parameters are whatever that message names.
      const translate = t as unknown as (key: TranslationKey, params: Readonly<Record<string, string>>) => string;
      return [translate(message.key as TranslationKey, message.params)];
    }
    return rows.map(({ ean, code }) => {
      const reason = code ?? t('errors.unexpectedShort');
      return ean === null ? reason : t('errors.row', { ean, reason });
    });
  };

  const statisticsLines = (result: unknown): string[] | undefined =>
    isStatistics(result)
      ? [
          t('widgets.importDropzone.statistics.created', {
            reports: result.reports_created,
            lines: result.lines_created,
          }),
          t('widgets.importDropzone.statistics.updated', {
            reports: result.reports_updated,
            lines: result.lines_updated,
          }),
          t('widgets.importDropzone.statistics.deleted', { lines: result.lines_deleted }),
        ]
      : undefined;

  const sizeText = (bytes: number) =>
    t('widgets.importDropzone.fileSize', {
      size: formatNumber(Math.max(0.1, Math.round(bytes / 100) / 10), language, { maxDecimals: 1 }),
    });

  return (
    <Root aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {title}
      </Title>
      {(templateHref !== undefined || onTemplateDownload !== undefined) && (
        <div>
          <Link
            variant="standalone"
            {...(templateHref !== undefined ? { href: templateHref } : {})}
            onPress={onTemplateDownload}
          >
            {t('widgets.importDropzone.template')}
          </Link>
        </div>
      )}
      {needsPeriods && today !== undefined && (
        <MonthRangePicker
          label={t('widgets.importDropzone.periods')}
          today={today}
          value={periods}
          isDisabled={isUploading}
          onChange={(range, problems) => {
            setPeriods(range);
            setPeriodsValid(problems.length === 0);
          }}
        />
      )}
      <DropArea ref={dropAreaRef} {...dropProps} data-drop-target={isDropTarget || undefined}>
        <FileTrigger acceptedFileTypes={XLSX_TYPES} onSelect={(list) => void take(list ? Array.from(list) : [])}>
          <DropButton ref={dropButtonRef} aria-describedby={limitsId} isDisabled={isUploading}>
            <UploadIcon />
            <DropLabel>
              {isDropTarget ? t('widgets.importDropzone.dropTarget') : t('widgets.importDropzone.dropLabel')}
            </DropLabel>
            <Muted id={limitsId}>{t('widgets.importDropzone.limits', { mb: MAX_IMPORT_FILE_MB })}</Muted>
          </DropButton>
        </FileTrigger>
      </DropArea>
      {refusal !== null && <Alert tone="error" role="none" title={refusalText(refusal)} />}
      {file !== null && (
        <FileRow>
          <FileIcon />
          <FileName>
            <VisuallyHidden>{t('widgets.importDropzone.chosenFile')}: </VisuallyHidden>
            {file.name} <Muted>({sizeText(file.size)})</Muted>
          </FileName>
          <IconButton
            aria-label={t('widgets.importDropzone.remove', { fileName: file.name })}
            isDisabled={isUploading}
            onPress={remove}
          >
            <TrashIcon />
          </IconButton>
        </FileRow>
      )}
      <ImportPreview state={preview} />
      {outcome.kind === 'failed' && <Alert tone="error" title={failureTitle} lines={failureLines(outcome.error)} />}
      {outcome.kind === 'done' && (
        <Alert
          tone="success"
          title={t(`widgets.importDropzone.success.${kind}`)}
          lines={statisticsLines(outcome.result)}
        />
      )}
      <Actions>
        {onCancel !== undefined && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isUploading}>
            {t('common.actions.cancel')}
          </Button>
        )}
        <Button variant="primary" isDisabled={!canImport && !isUploading} isPending={isUploading} onPress={submit}>
          {t('widgets.importDropzone.import')}
        </Button>
      </Actions>
    </Root>
  );
}
