import type { IsoDate, Period } from '@epp/core';
import { useEppTranslation, useMessageText } from '@epp/i18n';
import { Alert, Button, Link, MonthRangePicker, type MonthRangeValue } from '@epp/ui';
import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ChosenFile } from './chosen-file';
import { ImportDropArea } from './import-drop-area';
import * as styles from './import-dropzone.styles';
import { chosenPeriods, importTitle, refusalMessage } from './import-messages';
import { ImportOutcome } from './import-outcome';
import { ImportPreview } from './import-preview';
import { useImportFile } from './use-import-file';
import { useImportUpload } from './use-import-upload';

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

const Root = styled.section`
  ${styles.root}
`;
const Title = styled.h2`
  ${styles.title}
`;
const Actions = styled.div`
  ${styles.actions}
`;

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
  const { t } = useEppTranslation();
  const text = useMessageText();
  const ownTitleId = useId();
  const titleId = titleIdProp ?? ownTitleId;
  const dropButtonRef = useRef<HTMLButtonElement>(null);
  const [periods, setPeriods] = useState<MonthRangeValue>(defaultPeriods ?? { from: null, to: null });
  const [periodsValid, setPeriodsValid] = useState(true);
  const upload = useImportUpload({ onImport, onImported, onSuccess: () => files.clear() });
  const files = useImportFile({ isDisabled: upload.isUploading, onChange: upload.resetOutcome });
  const { file } = files;
  const { isUploading } = upload;

  const chosen = chosenPeriods(periods, periodsValid);
  const needsPeriods = kind === 'returnsBulk';
  const canImport = file !== null && !isUploading && (!needsPeriods || chosen !== null);

  const remove = () => {
    if (files.remove()) dropButtonRef.current?.focus();
  };
  const submit = () => {
    if (canImport && file !== null) void upload.upload(file, needsPeriods ? chosen : null);
  };

  return (
    <Root aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        {text(importTitle(kind, isRepair, period))}
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
      <ImportDropArea onFiles={files.take} isDisabled={isUploading} buttonRef={dropButtonRef} />
      {files.refusal !== null && <Alert tone="error" role="none" title={text(refusalMessage(files.refusal))} />}
      {/* The acceptance is announced when it happens and stays in view until the file is refused, removed or sent. */}
      {file !== null && files.refusal === null && upload.outcome.kind === 'none' && (
        <Alert tone="success" role="none" title={t('widgets.importDropzone.accepted', { fileName: file.name })} />
      )}
      {file !== null && <ChosenFile file={file} onRemove={remove} isDisabled={isUploading} />}
      <ImportPreview state={files.preview} />
      <ImportOutcome kind={kind} outcome={upload.outcome} />
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
