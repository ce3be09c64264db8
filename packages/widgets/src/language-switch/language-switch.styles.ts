import { css } from 'styled-components';

export const group = css`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

export const option = css`
  min-width: 44px;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;
  & + & {
    border-left: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnAccent};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[aria-pressed='true'] {
      background: Highlight;
      color: HighlightText;
    }
  }
`;
