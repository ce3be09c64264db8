import { css } from 'styled-components';

/** A form's fields two to a row, each half as wide; a field that needs the whole row spans it (formGridWide). */
export const formGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  align-items: start;
`;

/** A titled group of fields: the fieldset's own frame and spacing removed, so it lays out like the plain grid. */
export const formGridFieldset = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const formGridLegend = css`
  grid-column: 1 / -1;
  margin-bottom: ${({ theme }) => theme.space[2]};
  padding: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const formGridWide = css`
  grid-column: 1 / -1;
`;
