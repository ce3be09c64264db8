import { css } from 'styled-components';

/** Label above, control, then description and error: the column every field shares. */
export const fieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

export const fieldLabel = css`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

/** The spec's forms mark required fields in red ("Kõik punasega märgitud väljad peavad olema täidetud."). */
export const requiredMarker = css`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const fieldDescription = css`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

// centre the icon on the first line of text
export const fieldError = css`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  svg {
    margin-block-start: 0.25em;
  }
`;

/**
 * The box of a text input, a textarea or a select trigger. The border uses the muted text colour so the
 * control's edge keeps 3:1 against the page (WCAG 1.4.11); an invalid control gets the danger colour and a
 * thicker edge, so the state does not rest on colour alone (the error text with its icon says it too).
 */
// A text control shows its focus whether it was reached by keyboard or pointer: the caret alone is too faint.
// Read-only: the value stays readable and selectable, the dashed edge says it cannot be changed here.
export const controlBox = css`
  width: 100%;
  min-height: 40px;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.typography.size.md};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  text-align: start;
  transition: border-color 120ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.colors.text};
  }
  &[data-focused],
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &[data-disabled] {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.disabledBackground};
    color: ${({ theme }) => theme.colors.disabledText};
  }
  &[readonly] {
    border-style: dashed;
    background: ${({ theme }) => theme.colors.background};
  }
  ${({ theme }) => theme.media.forcedColors} {
    border-color: FieldText;
    &[data-focused],
    &[data-focus-visible] {
      outline-color: Highlight;
    }
    &[data-invalid] {
      border-width: 2px;
    }
    &[data-disabled] {
      border-color: GrayText;
      color: GrayText;
    }
  }
`;
