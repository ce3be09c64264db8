import { css } from 'styled-components';

/** A form inside a dialog: its fields, its alerts, then nothing else (the dialog's footer holds the buttons). */
export const dialogForm = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A user's details as label–value pairs, for who may only look. */
export const detailList = css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The details dialog's footer: remove at the start, cancel and save at the end. */
export const splitFooter = css`
  display: flex;
  flex: 1;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  & > div {
    display: flex;
    gap: ${({ theme }) => theme.space[2]};
  }
`;
