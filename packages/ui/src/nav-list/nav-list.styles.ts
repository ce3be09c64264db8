import { css } from 'styled-components';
import { visuallyHidden } from '../visually-hidden/visually-hidden.styles';

export const navListItems = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The current page: a tinted row, bold text and a bar at the start edge (shape, not only colour).
export const navLink = css<{ $collapsed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $collapsed }) => ($collapsed ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  min-height: 44px;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  padding: ${({ theme, $collapsed }) => ($collapsed ? theme.space[2] : `${theme.space[2]} ${theme.space[3]}`)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  text-decoration: none;
  cursor: pointer;

  svg {
    font-size: 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
    svg {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-focus-visible] {
      outline-color: Highlight;
    }
    &[aria-current='page'] {
      border: 2px solid Highlight;
    }
  }
`;

/**
 * A label is read whole: a long one ("Pakendite testimine/registreerimine") wraps onto a second line, never cut.
 * Collapsed: the label leaves the screen but stays in the accessibility tree as the link's name.
 */
export const navLabel = css<{ $collapsed: boolean }>`
  min-width: 0;
  overflow-wrap: break-word;
  ${({ $collapsed }) => ($collapsed ? visuallyHidden : '')}
`;
