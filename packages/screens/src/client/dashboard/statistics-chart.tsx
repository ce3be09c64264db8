import { formatDisplayPeriod, formatMoney, formatNumber } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { VisuallyHidden } from '@epp/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { type ChartMonth, chartLayout } from './chart-geometry';
import { chartFigure, chartLegend, chartSvg, legendSwatch } from './dashboard.styles';

const BOX = { width: 720, height: 180, left: 56, bottom: 28, top: 8, barShare: 0.56 };

const Figure = styled.figure`
  ${chartFigure}
`;
const Svg = styled.svg`
  ${chartSvg}
`;
const Legend = styled.ul`
  ${chartLegend}
`;
const Swatch = styled.span<{ $kind: 'deposit' | 'fee'; $faded?: boolean }>`
  ${legendSwatch}
`;

const monthText = (date: string) => (/^\d{4}-\d{2}/.test(date) ? formatDisplayPeriod(date.slice(0, 7)) : date);

/**
 * Deposit and process fee by month as stacked SVG bars drawn by hand: current-year months in full colour,
 * earlier ones faded. The picture is one image named by the title and described in words; the numbers are
 * in a visually hidden table, so screen readers get every month's figures.
 */
export function StatisticsChart({ months }: { months: readonly ChartMonth[] }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const titleId = useId();
  const descriptionId = useId();
  const layout = chartLayout(months, BOX);
  const money = (value: number) => formatMoney(value, language);
  return (
    <Figure aria-labelledby={titleId}>
      <figcaption id={titleId}>{t('screens.client.dashboard.statistics.chartTitle')}</figcaption>
      <VisuallyHidden id={descriptionId}>{t('screens.client.dashboard.statistics.chartDescription')}</VisuallyHidden>
      <Svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        {layout.ticks.map((tick) => (
          <g key={tick.value} data-part="tick">
            <line x1={BOX.left} x2={BOX.width} y1={tick.y} y2={tick.y} />
            <text x={BOX.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {formatNumber(tick.value, language)}
            </text>
          </g>
        ))}
        {layout.bars.map((bar) => (
          <g key={bar.month.date} data-faded={bar.month.currentYear ? undefined : 'true'}>
            <rect data-part="deposit" x={bar.x} y={bar.depositY} width={bar.barWidth} height={bar.depositHeight} />
            <rect data-part="fee" x={bar.x} y={bar.feeY} width={bar.barWidth} height={bar.feeHeight} />
            <text data-part="month" x={bar.centre} y={layout.baseline + 18} textAnchor="middle">
              {monthText(bar.month.date)}
            </text>
          </g>
        ))}
      </Svg>
      <Legend aria-hidden="true">
        <li>
          <Swatch $kind="deposit" />
          {t('screens.client.dashboard.statistics.deposit')}
        </li>
        <li>
          <Swatch $kind="fee" />
          {t('screens.client.dashboard.statistics.processFee')}
        </li>
        <li>
          <Swatch $kind="deposit" $faded />
          {t('screens.client.dashboard.statistics.earlier')}
        </li>
      </Legend>
      <VisuallyHidden>
        <table>
          <caption>{t('screens.client.dashboard.statistics.chartTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('screens.client.dashboard.statistics.month')}</th>
              <th scope="col">{t('screens.client.dashboard.statistics.deposit')}</th>
              <th scope="col">{t('screens.client.dashboard.statistics.processFee')}</th>
              <th scope="col">{t('screens.client.dashboard.statistics.total')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.date}>
                <th scope="row">
                  {monthText(month.date)}
                  {month.currentYear ? ` (${t('screens.client.dashboard.statistics.currentYear')})` : ''}
                </th>
                <td>{money(month.deposit)}</td>
                <td>{money(month.processFee)}</td>
                <td>{money(month.deposit + month.processFee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
