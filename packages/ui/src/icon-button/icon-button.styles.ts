import { css } from 'styled-components';
import type { ButtonSize } from '../button/button.styles';

/** Square buttons; the icon is sized in em, so the font size here sets the icon size. */
export const iconButtonSizes: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    width: 32px;
    height: 32px;
    font-size: ${({ theme }) => theme.typography.size.md};
  `,
  md: css`
    width: 40px;
    height: 40px;
    font-size: ${({ theme }) => theme.typography.size.lg};
  `,
  lg: css`
    width: 48px;
    height: 48px;
    font-size: ${({ theme }) => theme.typography.size.xl};
  `,
};

export const iconButtonShape = css`
  flex: none;
  padding: 0;
`;
