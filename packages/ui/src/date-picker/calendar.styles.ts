import { css } from 'styled-components';

/**
 * react-day-picker's markup (rdp-* classes) drawn with the kit's tokens instead of the library's stylesheet.
 * Month and year dropdowns follow the library's own pattern: the native select is invisible on top of a
 * caption that shows the chosen name, so the keyboard and screen readers get a real select.
 */
// Disabled days keep readable text (contrast) and are struck through, so the state is not colour alone.
export const calendar = css`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};

  .rdp-root {
    position: relative;
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    min-height: 36px;
    padding-inline-end: 76px;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: 4px;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: none;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSubtle};
    }
    &:disabled,
    &[aria-disabled='true'] {
      cursor: not-allowed;
      color: ${({ theme }) => theme.colors.disabledText};
      opacity: 0.5;
    }
  }
  .rdp-chevron {
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: collapse;
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
  .rdp-weekday {
    width: 40px;
    padding-block: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    text-align: center;
  }
  .rdp-day {
    width: 40px;
    height: 40px;
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    padding: 0;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: none;
    color: inherit;
    font: inherit;
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentSubtle};
    }
    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.colors.focusRing};
      outline-offset: 1px;
    }
    &:disabled {
      cursor: not-allowed;
    }
  }
  .rdp-today:not(.rdp-outside) .rdp-day_button {
    border-color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected .rdp-day_button:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textOnAccent};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  .rdp-outside {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .rdp-disabled:not(.rdp-selected) .rdp-day_button {
    color: ${({ theme }) => theme.colors.disabledText};
    text-decoration: line-through;
  }
  .rdp-hidden {
    visibility: hidden;
  }
  .rdp-dropdowns {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[2]};
  }
  .rdp-dropdown_root {
    position: relative;
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: ${({ theme }) => `0 ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  .rdp-dropdown {
    position: absolute;
    inset: 0;
    z-index: 1;
    width: 100%;
    margin: 0;
    padding: 0;
    border: none;
    opacity: 0;
    appearance: none;
    cursor: pointer;
    font: inherit;
  }
  .rdp-dropdown:focus-visible + .rdp-caption_label,
  .rdp-dropdown:focus + .rdp-caption_label {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 3px;
  }
  .rdp-caption_label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    white-space: nowrap;
    text-transform: capitalize;
  }
  .rdp-caption_label .rdp-chevron {
    width: 12px;
    height: 12px;
  }
  ${({ theme }) => theme.media.forcedColors} {
    .rdp-selected .rdp-day_button {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
    }
    .rdp-disabled .rdp-day_button {
      color: GrayText;
    }
  }
`;
