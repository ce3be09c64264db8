import { css } from 'styled-components';

/** "Üldised andmed": two columns of fields from 720 px, one below. */
export const fieldGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  align-items: start;
`;

/** The page's buttons: the actions on the left, "Tagasi loetelusse" and the delete apart. */
export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Pushes what follows to the row's far end. */
export const spacer = css`
  flex: 1 1 auto;
`;

/** A dialog's content: paragraphs, the problem list, the date field, one under the other. */
export const dialogBody = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  p {
    margin: 0;
  }
`;

/** Under a test: its confirm button. */
export const testActions = css`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
