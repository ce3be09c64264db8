import { css } from 'styled-components';

/**
 * The row of a checkbox, radio or switch: the control, then its label; the whole row is the click target.
 * One block for all three, so the choice controls look and behave alike.
 */
export const choiceRow = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  cursor: pointer;
  &[data-disabled] {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.disabledText};
  }
`;
