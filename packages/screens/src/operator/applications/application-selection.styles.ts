import { css } from 'styled-components';

export const body = css`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** The selected samples: one line each, EAN first; a long selection scrolls inside the modal. */
export const sampleList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  max-block-size: 22rem;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  li {
    display: grid;
    grid-template-columns: 9rem 1fr;
    gap: ${({ theme }) => theme.space[3]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  }

  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const muted = css`
  color: ${({ theme }) => theme.colors.textMuted};
`;
