// The lines of an rPET report (spec §2 "rPET reports", §5 "rPET percentage"): EAN, product, package type,
// weight, volume, quantity sold, total tonnage, the recycled percentage (a number field while the report is
// editable: two decimals, 0..100, step 0.01, saved on blur) and the recycled tonnage.
import type { RpetLine } from '@epp/api/schemas';
import { formatNumber } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { NumberField, VisuallyHidden } from '@epp/ui';
import { EditableNumberCell, ReportLinesFrame } from '../report-lines-frame';

export interface RpetLinesTableProps {
  lines: readonly RpetLine[];
  isEditable: boolean;
  /** Saves a percentage; reject to restore the old value (the error is shown by `errorOf`). */
  onPercentageCommit: (line: RpetLine, value: number | null) => Promise<void>;
  /** The error of a line's last save, if it failed. */
  errorOf: (line: RpetLine) => string | undefined;
  isLoading?: boolean;
}

const COLUMNS = [
  'ean',
  'product',
  'packageType',
  'weight',
  'volume',
  'quantitySold',
  'totalTonnage',
  'recycledPercentage',
  'recycledTonnage',
] as const;
const START_ALIGNED: ReadonlySet<string> = new Set(['ean', 'product', 'packageType']);
/** Tonnes are shown to 3 decimals, as the header's totals. */
const TONNE_DECIMALS = 3;

export function RpetLinesTable({ lines, isEditable, onPercentageCommit, errorOf, isLoading }: RpetLinesTableProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const number = (value: number | string, maxDecimals?: number) => formatNumber(value, language, { maxDecimals });
  const missing = (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('screens.client.rpetReportDetail.noValue')}</VisuallyHidden>
    </>
  );
  return (
    <ReportLinesFrame
      caption={t('screens.client.rpetReportDetail.linesCaption')}
      columns={COLUMNS.map((key) => ({
        key,
        label: t(`screens.client.rpetReportDetail.columns.${key}`),
        alignEnd: !START_ALIGNED.has(key),
      }))}
      density="compact"
      isLoading={isLoading ?? false}
      emptyText={lines.length === 0 ? t('screens.client.rpetReportDetail.noLines') : null}
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <td>{line.package.ean}</td>
          <td>{line.package.name}</td>
          <td>{line.package.package_type}</td>
          <td data-align="end">{number(line.weight)}</td>
          <td data-align="end">{line.volume}</td>
          <td data-align="end">{number(line.quantity_sold)}</td>
          <td data-align="end">{number(line.total_tonnage, TONNE_DECIMALS)}</td>
          {isEditable ? (
            <EditableNumberCell data-align="end">
              <NumberField
                label={t('screens.client.rpetReportDetail.percentageLabel', { product: line.package.name })}
                isLabelHidden
                value={line.recycled_percentage}
                decimals={2}
                minValue={0}
                maxValue={100}
                step={0.01}
                onCommit={(value) => onPercentageCommit(line, value)}
                errorMessage={errorOf(line)}
              />
            </EditableNumberCell>
          ) : (
            <td data-align="end">
              {line.recycled_percentage === null ? missing : `${number(line.recycled_percentage, 2)}%`}
            </td>
          )}
          <td data-align="end">
            {line.recycled_tonnage === null ? missing : number(line.recycled_tonnage, TONNE_DECIMALS)}
          </td>
        </tr>
      ))}
    </ReportLinesFrame>
  );
}
