import { css } from 'styled-components';
import { choiceRow } from '../field/choice-row.styles';

export const checkboxRoot = css`
  ${choiceRow}
`;

// centre the box on the first line of the label
export const checkboxBox = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 20px;
  height: 20px;
  margin-block-start: 2px;
  border: 2px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textOnAccent};
  font-size: 16px;
  transition: background-color 120ms ease, border-color 120ms ease;

  [data-hovered] > & {
    border-color: ${({ theme }) => theme.colors.text};
  }
  [data-selected] > &,
  [data-indeterminate] > & {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
  }
  [data-focus-visible] > & {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  [data-invalid] > & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  [data-invalid][data-selected] > & {
    background: ${({ theme }) => theme.colors.danger};
  }
  [data-disabled] > & {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.disabledBackground};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  ${({ theme }) => theme.media.forcedColors} {
    forced-color-adjust: none;
    border-color: CanvasText;
    background: Canvas;
    color: HighlightText;
    [data-selected] > &,
    [data-indeterminate] > & {
      border-color: Highlight;
      background: Highlight;
    }
    [data-focus-visible] > & {
      outline-color: Highlight;
    }
    [data-disabled] > & {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;

/** Options of a group, one under the other (or in a row). */
export const optionStack = css<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $orientation, theme }) => ($orientation === 'horizontal' ? `${theme.space[2]} ${theme.space[5]}` : theme.space[2])};
  padding-block: ${({ theme }) => theme.space[1]};
`;
