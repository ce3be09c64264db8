import { css } from 'styled-components';

export const tableFrame = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

/** Holds the table; scrolls sideways on narrow screens, and both ways in virtualized ("Kõik") mode. */
export const scrollArea = css`
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const table = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  /* Virtualized rows come and go while scrolling: fixed layout keeps the columns from jumping. */
  &[data-virtual] {
    table-layout: fixed;
  }
`;

export const caption = css`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
  caption-side: top;
`;

export const headerCell = css`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.background};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
  vertical-align: bottom;
  white-space: nowrap;
  &[data-align='end'] {
    text-align: end;
  }
`;

export const sortButton = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: ${({ theme }) => `-${theme.space[1]} -${theme.space[2]}`};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
  svg {
    flex: none;
  }
  /* Unsorted columns show a faint arrow on hover only, so the sorted one stands out. */
  &[data-sorted='false'] svg {
    opacity: 0;
  }
  &[data-sorted='false']:hover svg,
  &[data-sorted='false']:focus-visible svg {
    opacity: 0.5;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &:focus-visible {
      outline-color: Highlight;
    }
  }
`;

export const bodyCell = css`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  overflow-wrap: anywhere;
  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  /* One line per row in virtualized mode: every row has the height the virtualizer expects. */
  table[data-virtual] & {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

/** The narrow leading cells: the row checkbox and the details button. */
export const controlCell = css`
  width: 48px;
  padding-inline: ${({ theme }) => theme.space[2]};
  table[data-virtual] & {
    overflow: visible;
  }
`;

export const bodyRow = css`
  &[data-action] {
    cursor: pointer;
  }
  &[data-action]:hover > td {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-selected] > td {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  /* Greyed rows (e.g. a status the screen names) stay readable: muted text keeps 4.5:1 on white. */
  &[data-muted] > td {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.disabledBackground};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &:focus-visible {
      outline-color: Highlight;
    }
  }
`;

export const detailCell = css`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

/** The one cell of the loading, empty and error rows. */
export const stateCell = css`
  padding: ${({ theme }) => theme.space[4]};
`;

export const spacerCell = css`
  padding: 0;
  border: 0;
`;

export const selectionBar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 40px;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const selectionCount = css`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const bulkActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-inline-start: auto;
`;
