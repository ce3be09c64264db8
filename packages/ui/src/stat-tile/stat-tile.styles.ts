import { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

export const statTileRoot = css<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.border : theme.tones[$tone].border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.surface : theme.tones[$tone].background)};
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;

export const statTileLabel = css`
  order: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
`;

export const statTileValue = css<{ $tone: Tone }>`
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'default' ? theme.colors.text : theme.tones[$tone].foreground)};
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const statTileHint = css`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;
