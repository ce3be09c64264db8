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
import { IconButton, InfoIcon, NumberField, Skeleton, Tooltip } from '@epp/ui';
import { styled } from 'styled-components';
import * as styles from './sales-report.styles';
import { hasExtraFee } from './sales-report-lines';

const Frame = styled.div`
  ${styles.tableFrame}
`;
const Table = styled.table`
  ${styles.table}
`;
const QuantityCell = styled.td`
  ${styles.quantityCell}
`;
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
    <Frame>
      <Table>
        <caption>{t('screens.client.salesReport.linesCaption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" data-align={END_ALIGNED.has(column) ? 'end' : undefined}>
                {t(`screens.client.salesReport.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading &&
            [0, 1, 2].map((row) => (
              <tr key={row}>
                {COLUMNS.map((column) => (
                  <td key={column}>
                    <Skeleton width="70%" />
                  </td>
                ))}
              </tr>
            ))}
          {!isLoading && lines.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length}>{t('screens.client.salesReport.noLines')}</td>
            </tr>
          )}
          {lines.map((line) => (
            <tr key={line.id}>
              <td>{line.EAN}</td>
              <td>{line.name}</td>
              <td>{line.package_type}</td>
              <td data-align="end">{line.volume}</td>
              <td data-align="end">{money(line.deposit)}</td>
              {isEditable ? (
                <QuantityCell data-align="end">
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
                </QuantityCell>
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
        </tbody>
        {totals && lines.length > 0 && (
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
        )}
      </Table>
    </Frame>
  );
}
