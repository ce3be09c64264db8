import { css } from 'styled-components';

/** A fieldset without the browser's frame: the legend reads like a field label above the two ends. */
export const rangeGroup = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
`;

export const rangeLegend = css`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
`;

/** From and to side by side, wrapping under each other when there is no room. */
export const rangeEnds = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  & > * {
    flex: 1 1 180px;
    max-width: 240px;
  }
`;
