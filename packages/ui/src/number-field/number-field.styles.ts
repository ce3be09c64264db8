import { css } from 'styled-components';

/** Numbers line up by their last digit in a column of fields, and every digit is as wide as the others. */
export const numberInput = css`
  text-align: end;
  font-variant-numeric: tabular-nums;
`;
