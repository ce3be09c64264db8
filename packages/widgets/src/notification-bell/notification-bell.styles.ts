import { css } from 'styled-components';

export const trigger = css`
  position: relative;
  display: inline-flex;
`;

export const count = css`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 20px;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: 20px;
  text-align: center;
  pointer-events: none;
  ${({ theme }) => theme.media.forcedColors} {
    border: 1px solid CanvasText;
  }
`;

export const popover = css`
  width: 340px;
  max-width: calc(100vw - 16px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const dialog = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  outline: none;
`;

export const heading = css`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

export const list = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const item = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-unseen] {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

export const message = css`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.regular};
`;

export const empty = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
