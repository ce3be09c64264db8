import { css } from 'styled-components';

/** Every screen's page root: title, banners, alerts, sections, with the theme's spacing. */
export const screenLayout = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
  min-width: 0;
  @media print {
    padding: 0;
  }
`;

/** The page under a row of route tabs: the same column as the page root, without its padding. */
export const tabbedSections = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** A row of actions beside or under a title, or a list's toolbar. */
export const actionRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A quiet paragraph beside the content: an intro, a fee note, "nothing yet". */
export const mutedNote = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
