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

// A caption only for assistive technology takes no room (its text is visually hidden inside).
export const caption = css`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-align: start;
  caption-side: top;
  &[data-hidden] {
    padding: 0;
  }
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
  table[data-density='compact'] & {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  }
  /* As specific as the density rule above, and after it. */
  table &[data-tight] {
    padding-inline: ${({ theme }) => theme.space[1]};
  }
  table &[data-tight] > button {
    margin-inline: -${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[1]};
  }
`;

/**
 * The height of a column-group row of the head (a year over its months): fixed, so the sticky rows below it stop
 * just under it (table-head.tsx) when a virtualized table scrolls.
 */
export const GROUP_ROW_HEIGHT = '2rem';

/** A column group's name, centred over its columns, a line on its start edge to part it from the group before. */
export const groupHeaderCell = css`
  ${headerCell}
  box-sizing: border-box;
  height: ${GROUP_ROW_HEIGHT};
  padding-block: 0;
  vertical-align: middle;
  text-align: center;
  border-bottom-color: ${({ theme }) => theme.colors.border};
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  table[data-density='compact'] & {
    padding-block: 0;
  }
`;

// Unsorted columns show a faint arrow on hover only, so the sorted one stands out.
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

/** A body cell's box and alignment: the data cells (through `bodyRows`) and the state rows' cell share it. */
// Words wrap at their boundaries; only a word longer than its column breaks (never "alumiiniu-m").
const cellBox = css`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  vertical-align: middle;
  overflow-wrap: break-word;
  &[data-align='end'] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The narrow leading cells: the row checkbox and the details button (header and body). */
const controlBox = css`
  width: 48px;
  padding-inline: ${({ theme }) => theme.space[2]};
`;

export const controlCell = css`
  ${controlBox}
  table[data-virtual] & {
    overflow: visible;
  }
`;

/** The cell of the loading, empty and error rows (a styled component of its own: few, and rarely drawn). */
export const bodyCell = css`
  ${cellBox}
`;

/**
 * The body rows and cells, styled from the table rather than each being a styled component: a keystroke in a
 * filter redraws hundreds of cells, and a styled component computes its class on every render. Rows are
 * `tr[data-body-row]`, cells `td[data-body-cell]` (`data-control` for the checkbox and details columns),
 * details `td[data-detail-cell]`.
 */
// One line per row in virtualized mode: every row has the height the virtualizer expects.
// Greyed rows (e.g. a status the screen names) stay readable: muted text keeps 4.5:1 on white.
export const bodyRows = css`
  & td[data-body-cell] {
    ${cellBox}
  }
  &[data-virtual] td[data-body-cell] {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-density='compact'] td[data-body-cell] {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  & td[data-body-cell][data-tight] {
    padding-inline: ${({ theme }) => theme.space[1]};
  }
  & td[data-body-cell][data-control] {
    ${controlBox}
  }
  &[data-virtual] td[data-body-cell][data-control] {
    overflow: visible;
  }
  & tr[data-body-row][data-action] {
    cursor: pointer;
  }
  & tr[data-body-row][data-action]:hover > td {
    background: ${({ theme }) => theme.colors.background};
  }
  & tr[data-body-row][data-selected] > td {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  & tr[data-body-row][data-muted] > td {
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.disabledBackground};
  }
  & tr[data-body-row]:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    & tr[data-body-row]:focus-visible {
      outline-color: Highlight;
    }
  }
  & td[data-detail-cell] {
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
  }
  /* The folded columns of a narrow table: "label: value" pairs in as many columns as fit. */
  & dl[data-folded] {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    margin: 0;
  }
  & dl[data-folded]:not(:last-child) {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
  & dl[data-folded] dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  & dl[data-folded] dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

// Virtualized rows come and go while scrolling: fixed layout keeps the columns from jumping.
export const table = css`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  &[data-virtual] {
    table-layout: fixed;
  }
  ${bodyRows}
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
