import { css } from 'styled-components';

/** The profile's cards, two side by side where there is room. */
export const sectionsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
`;

/** A card's facts: labels in a column of their own, values beside them. */
export const facts = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  & > div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A card's fields, one under another. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A card's note (why something cannot be changed here). */
export const cardNote = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** A card's editable fields, two side by side where there is room; facts and notes span the row. */
export const fieldGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  & > dl,
  & > p {
    grid-column: 1 / -1;
  }
`;
