import { css } from 'styled-components';

export const breadcrumbList = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const breadcrumbItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin-inline-end: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

// The current page is the last crumb: plain text, not a link.
export const breadcrumbLink = css`
  color: ${({ theme }) => theme.colors.accent};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: 2px;
  cursor: pointer;
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.accentHover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-decoration: none;
    cursor: default;
  }
  ${({ theme }) => theme.media.forcedColors} {
    color: LinkText;
    &[data-current] {
      color: CanvasText;
    }
    &[data-focus-visible] {
      outline-color: Highlight;
    }
  }
`;
