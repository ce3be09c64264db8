import { css } from 'styled-components';
import { focusRing } from '../theme/focus-ring';

export const menuPopover = css`
  min-width: 200px;
  max-width: 320px;
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  overflow: auto;
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const menuList = css`
  outline: none;
`;

export const menuItem = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[data-danger] {
    color: ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  ${focusRing}
  &[data-focus-visible] {
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-focused] {
      background: Highlight;
      color: HighlightText;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
`;
