import { css } from 'styled-components';

export type LinkVariant = 'inline' | 'standalone';

export const linkBase = css`
  color: ${({ theme }) => theme.colors.accent};
  border-radius: 2px;
  cursor: pointer;
  text-underline-offset: 0.15em;
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.accentHover};
    text-decoration-thickness: 2px;
  }
  &[data-pressed] {
    color: ${({ theme }) => theme.colors.accentPressed};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] {
    cursor: default;
    color: ${({ theme }) => theme.colors.disabledText};
    text-decoration: none;
  }
  ${({ theme }) => theme.media.forcedColors} {
    color: LinkText;
    &[data-focus-visible] {
      outline-color: Highlight;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
  svg {
    margin-inline-start: 0.2em;
  }
`;

export const linkVariants: Record<LinkVariant, ReturnType<typeof css>> = {
  /** Inside running text a link keeps its underline: colour alone would not tell it from the text. */
  inline: css`
    text-decoration: underline;
  `,
  standalone: css`
    display: inline-flex;
    align-items: center;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-decoration: none;
    &[data-hovered] {
      text-decoration: underline;
    }
  `,
};
