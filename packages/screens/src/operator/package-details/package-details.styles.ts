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

/** The tests of the package, one under the other. */
export const testList = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One test: a disclosure whose summary names the test and its result. */
export const testItem = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    cursor: pointer;
    list-style: none;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    padding: ${({ theme }) => theme.space[1]} 0;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* The disclosure's own marker: a flex summary loses the browser's. */
  summary::before {
    content: '▸';
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[open] > summary::before {
    content: '▾';
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[open] > summary {
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

/** A test's quiet facts beside its title (when tested, when confirmed). */
export const testFacts = css`
  font-weight: normal;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Under a test: its confirm button. */
export const testActions = css`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
`;
