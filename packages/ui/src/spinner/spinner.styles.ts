import { css } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const diameters: Record<SpinnerSize, string> = { sm: '16px', md: '24px', lg: '40px' };

export const spinnerRoot = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.accent};
`;

export const spinnerLabel = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

// No rotation: a slow pulse still says "busy" without motion across the screen.
export const spinnerCircle = css<{ $size: SpinnerSize }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => diameters[$size]};
  height: ${({ $size }) => diameters[$size]};
  border: ${({ $size }) => ($size === 'lg' ? '4px' : '3px')} solid ${({ theme }) => theme.colors.border};
  border-top-color: currentColor;
  border-radius: 50%;
  animation: epp-spinner-turn 0.8s linear infinite;
  @keyframes epp-spinner-turn {
    to { transform: rotate(360deg); }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    animation: epp-spinner-pulse 2s ease-in-out infinite;
    @keyframes epp-spinner-pulse {
      50% { opacity: 0.5; }
    }
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: GrayText;
    border-top-color: CanvasText;
  }
`;
