import { css } from 'styled-components';

/** Below this width the cards and the statistics stack in one column (WCAG 1.4.10 reflow at 320 px). */
const narrow = '@media (max-width: 40em)';

// the two cards end on one line: the height both keep (cardBody) reads as a row, not as a gap
export const cardsGrid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  /* side by side where the sidebar docks; one under the other on narrower screens (two columns of a phone's
     width made each card a long column of wrapped words) */
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  align-items: stretch;
`;

/**
 * The latest packages' and reports' bodies keep the height of five rows (the most the server sends) from the
 * start: when they load, the statistics card below does not jump (Lighthouse measured a layout shift of 0.072).
 */
// one under the other on a phone, five rows wrap to more lines
export const cardBody = css`
  min-height: 31rem;
  ${({ theme }) => theme.media.md} {
    min-height: 22rem;
  }
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The statistics: the four figures two by two beside the chart. */
export const statisticsBody = css`
  display: grid;
  grid-template-columns: minmax(0, 380px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const figuresRow = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const latestList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[1]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > li > span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

export const reportsTable = css`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

export const chartFigure = css`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  & > figcaption {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

/** Deposit in the accent green, process fee in blue; earlier months at a third of the strength. */
export const chartSvg = css`
  width: 100%;
  height: auto;
  font-size: 12px;
  [data-part='tick'] line {
    stroke: ${({ theme }) => theme.colors.border};
  }
  text {
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  [data-part='deposit'] {
    fill: ${({ theme }) => theme.colors.accent};
  }
  [data-part='fee'] {
    fill: ${({ theme }) => theme.tones.info.foreground};
  }
  [data-faded] rect {
    opacity: 0.35;
  }
  ${({ theme }) => theme.media.forcedColors} {
    [data-part='deposit'] {
      fill: CanvasText;
    }
    [data-part='fee'] {
      fill: GrayText;
    }
  }
`;

export const chartLegend = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

// High contrast drops backgrounds: the swatch keeps the system colours the chart's bars take.
export const legendSwatch = css<{ $kind: 'deposit' | 'fee'; $faded?: boolean }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 2px;
  background: ${({ theme, $kind }) => ($kind === 'deposit' ? theme.colors.accent : theme.tones.info.foreground)};
  opacity: ${({ $faded }) => ($faded ? 0.35 : 1)};
  ${({ theme }) => theme.media.forcedColors} {
    forced-color-adjust: none;
    background: ${({ $kind }) => ($kind === 'deposit' ? 'CanvasText' : 'GrayText')};
  }
`;
