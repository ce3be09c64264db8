// The package lines of a sales report (spec §2 "Sales report detail"): EAN, product, package type, volume,
// deposit, quantity (a number field saved on blur while the report is editable), deposit total and the
// service fee with the base fee in brackets (a tooltip explains an extra fee), and a footer row of totals.
import type { SalesLine } from '@epp/api/schemas';
import {
  formatMoney,
  formatNumber,
  SALES_QUANTITY_MIN,
  type SalesReportTotals,
  salesLineDepositTotal,
} from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { IconButton, InfoIcon, NumberField, Tooltip } from '@epp/ui';
import { styled } from 'styled-components';
import { EditableNumberCell, ReportLinesFrame } from '../report-lines-frame';
import * as styles from './sales-report.styles';
import { hasExtraFee } from './sales-report-lines';

const Fee = styled.span`
  ${styles.fee}
`;
const BaseFee = styled.span`
  ${styles.baseFee}
`;

export interface SalesLinesTableProps {
  lines: readonly SalesLine[];
  totals: SalesReportTotals | null;
  isEditable: boolean;
  /** Saves a quantity; reject to restore the old value (the error is shown by `errorOf`). */
  onQuantityCommit: (line: SalesLine, value: number | null) => Promise<void>;
  /** The error of a line's last save, if it failed. */
  errorOf: (line: SalesLine) => string | undefined;
  isLoading?: boolean;
}

const COLUMNS = [
  'ean',
  'product',
  'packageType',
  'volume',
  'deposit',
  'quantity',
  'depositTotal',
  'processFee',
] as const;
const END_ALIGNED: ReadonlySet<string> = new Set(['volume', 'deposit', 'quantity', 'depositTotal', 'processFee']);

export function SalesLinesTable({
  lines,
  totals,
  isEditable,
  onQuantityCommit,
  errorOf,
  isLoading,
}: SalesLinesTableProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const money = (value: number | string, decimals: 2 | 4 = 2) => formatMoney(value, language, { decimals });
  return (
    <ReportLinesFrame
      caption={t('screens.client.salesReport.linesCaption')}
      columns={COLUMNS.map((key) => ({
        key,
        label: t(`screens.client.salesReport.columns.${key}`),
        alignEnd: END_ALIGNED.has(key),
      }))}
      isLoading={isLoading ?? false}
      emptyText={lines.length === 0 ? t('screens.client.salesReport.noLines') : null}
      footer={
        totals &&
        lines.length > 0 && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('screens.client.salesReport.totalsRow')}
              </th>
              <td data-align="end">{formatNumber(totals.packagesTotal, language)}</td>
              <td data-align="end">{money(totals.depositTotal.toFixed(2))}</td>
              <td data-align="end">{money(totals.processFeeTotal.toFixed(2))}</td>
            </tr>
          </tfoot>
        )
      }
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <td>{line.EAN}</td>
          <td>{line.name}</td>
          <td>{line.package_type}</td>
          <td data-align="end">{line.volume}</td>
          <td data-align="end">{money(line.deposit)}</td>
          {isEditable ? (
            <EditableNumberCell data-align="end">
              <NumberField
                label={t('screens.client.salesReport.quantityLabel', { product: line.name })}
                isLabelHidden
                value={line.quantity}
                isInteger
                minValue={SALES_QUANTITY_MIN}
                step={1}
                onCommit={(value) => onQuantityCommit(line, value)}
                errorMessage={errorOf(line)}
              />
            </EditableNumberCell>
          ) : (
            <td data-align="end">{formatNumber(line.quantity, language)}</td>
          )}
          <td data-align="end">{money(salesLineDepositTotal(line).toFixed(2))}</td>
          <td data-align="end">
            <Fee>
              {money(line.process_fee, 4)}
              <BaseFee>({money(line.process_fee_base, 4)})</BaseFee>
              {hasExtraFee(line) && (
                <Tooltip
                  delay={0}
                  content={t('screens.client.salesReport.extraFee', { fee: money(line.extra_fee, 4) })}
                >
                  <IconButton
                    size="sm"
                    aria-label={t('screens.client.salesReport.extraFeeLabel', { product: line.name })}
                  >
                    <InfoIcon />
                  </IconButton>
                </Tooltip>
              )}
            </Fee>
          </td>
        </tr>
      ))}
    </ReportLinesFrame>
  );
}
