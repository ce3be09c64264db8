import { css } from 'styled-components';
import { focusRing } from '../theme/focus-ring';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease, color 120ms ease;
  ${focusRing}

  &[data-disabled] {
    cursor: not-allowed;
    background: ${({ theme }) => theme.colors.disabledBackground};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &[data-pending] {
    cursor: progress;
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: ButtonText;
    &[data-disabled] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;

export const buttonSizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: 32px;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  md: css`
    min-height: 40px;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    font-size: ${({ theme }) => theme.typography.size.sm};
  `,
  lg: css`
    min-height: 48px;
    padding: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
};

export const buttonVariants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnAccent};
    &[data-hovered] { background: ${({ theme }) => theme.colors.accentHover}; }
    &[data-pressed] { background: ${({ theme }) => theme.colors.accentPressed}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surface};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
    &[data-hovered] { background: ${({ theme }) => theme.colors.accentSubtle}; }
    &[data-pressed] { border-color: ${({ theme }) => theme.colors.accentPressed}; color: ${({ theme }) => theme.colors.accentPressed}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textOnAccent};
    &[data-hovered], &[data-pressed] { background: ${({ theme }) => theme.colors.dangerHover}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
    &[data-hovered] { background: ${({ theme }) => theme.colors.accentSubtle}; }
    &[data-pressed] { color: ${({ theme }) => theme.colors.accentPressed}; }
  `,
};

export const spinner = css`
  display: inline-block;
  width: 1em;
  height: 1em;
  flex: none;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: epp-spin 0.8s linear infinite;
  @keyframes epp-spin {
    to { transform: rotate(360deg); }
  }
`;
