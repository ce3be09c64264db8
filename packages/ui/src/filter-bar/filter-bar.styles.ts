import { css } from 'styled-components';

export const filterBarRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const filterBarTitle = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

/** The filter fields flow into as many columns as fit, each at least 200 px wide. */
// The ranges ask it whether two columns fit.
export const filterSlots = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  align-items: start;
  container: filter-slots / inline-size;
`;

export const filterButtons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A range takes two grid cells: its two ends side by side under one legend. Where one column only fits
 * (under 2 × 200 px + the gap), it takes the row with its ends one under the other: "span 2" would add a
 * second, implicit column, and two ends in one column's width cut their dates off.
 */
export const filterRange = css`
  grid-column: span 2;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    grid-column: 1 / -1;
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  @container filter-slots (width < 416px) {
    grid-column: 1 / -1;
    grid-template-columns: 1fr;
  }
`;
