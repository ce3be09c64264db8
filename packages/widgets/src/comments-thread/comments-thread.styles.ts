import { css } from 'styled-components';

export const root = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const viewport = css`
  position: relative;
`;

export const log = css<{ $maxHeight: number }>`
  max-height: ${({ $maxHeight }) => `${$maxHeight}px`};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const list = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const olderRow = css`
  display: flex;
  justify-content: center;
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const empty = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** Own comments (the viewer's role) on the right in the accent tint; others on the left; system notes centred. */
export const item = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  align-self: flex-start;
  &[data-own] {
    align-self: flex-end;
    border-color: ${({ theme }) => theme.tones.success.border};
    background: ${({ theme }) => theme.colors.accentSubtle};
  }
  &[data-system] {
    align-self: center;
    border-style: dashed;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const meta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  & strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  & button {
    margin-left: auto;
  }
`;

export const body = css`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const scrollButton = css`
  position: absolute;
  right: ${({ theme }) => theme.space[3]};
  bottom: ${({ theme }) => theme.space[3]};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const composer = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

export const actions = css`
  display: flex;
  justify-content: flex-end;
`;
