import { css } from 'styled-components';

// Tabs that do not fit on one row wrap onto the next: a row that fits never scrolls, and every tab stays in
// sight (the reports' many tabs at 1280 px, or on a phone) instead of hiding behind a sideways scroller.
export const tabList = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.forcedColors} {
    border-bottom-color: CanvasText;
  }
`;

// The selected tab is marked by a bar under it and by the darker text, not by colour alone.
export const tab = css`
  position: relative;
  flex: none;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &[data-hovered] {
    color: ${({ theme }) => theme.colors.text};
    &::after {
      background: ${({ theme }) => theme.colors.border};
    }
  }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.accent};
    &::after {
      background: ${({ theme }) => theme.colors.accent};
    }
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
  ${({ theme }) => theme.media.forcedColors} {
    &[data-selected]::after {
      background: Highlight;
    }
    &[data-focus-visible] {
      outline-color: Highlight;
    }
    &[data-disabled] {
      color: GrayText;
    }
  }
`;

export const tabPanel = css`
  padding-block: ${({ theme }) => theme.space[4]};
  outline: none;
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;
