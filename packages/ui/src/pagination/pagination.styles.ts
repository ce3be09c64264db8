import { css } from 'styled-components';
import { controlBox, fieldLabel, fieldRoot } from '../field/field.styles';

export const paginationRoot = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[5]}`};
  padding-block: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

export const pageSizeSlot = css`
  width: 140px;
`;

export const pageSizeField = css`
  ${fieldRoot}
`;

export const pageSizeLabel = css`
  ${fieldLabel}
`;

/** The select and its chevron: the chevron is drawn over the select's end and lets clicks through to it. */
// the control's own size: the chevron is 1.25em, as in the Select trigger
// where the Select trigger's chevron sits: inside the 1px border and the end padding
export const pageSizeWrap = css`
  position: relative;
  display: flex;
  font-size: ${({ theme }) => theme.typography.size.md};
  & > svg {
    position: absolute;
    inset-inline-end: calc(${({ theme }) => theme.space[3]} + 1px);
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  ${({ theme }) => theme.media.forcedColors} {
    & > select:disabled + svg {
      color: GrayText;
    }
  }
`;

/**
 * A native select in the kit's control box, the look of the Select trigger: the browser's own arrow is
 * replaced by the kit's chevron. controlBox draws the states of react-aria controls from their data-*
 * attributes; the select carries data-disabled itself, and hover and keyboard focus, which only the browser
 * knows, are drawn here from the pseudo-classes as controlBox draws data-hovered and data-focus-visible.
 */
// The browser's own dimming of a disabled select would fade controlBox's disabled colours.
export const pageSizeSelect = css`
  ${controlBox}
  appearance: none;
  padding-inline-end: calc(${({ theme }) => `${theme.space[3]} + 1.25em + ${theme.space[2]}`});
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 1;
  }
  ${({ theme }) => theme.media.forcedColors} {
    &:focus-visible {
      outline-color: Highlight;
    }
  }
`;

export const pageControls = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const rangeText = css`
  min-width: 8em;
  font-variant-numeric: tabular-nums;
  text-align: end;
`;
