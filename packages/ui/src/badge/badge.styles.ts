import { css } from 'styled-components';
import type { Tone } from '../theme/tokens';

// inline-block, not flex: text-overflow only applies to a block container's own text
export const badge = css<{ $tone: Tone }>`
  display: inline-block;
  vertical-align: middle;
  max-width: 100%;
  padding: 2px ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => theme.tones[$tone].background};
  color: ${({ theme, $tone }) => theme.tones[$tone].foreground};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ theme }) => theme.media.forcedColors} {
    border-color: CanvasText;
  }
`;
