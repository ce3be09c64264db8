import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

/**
 * Every field is named by a label; the type refuses a field without one. Where the context already says
 * what the field is (a search box in a table toolbar), `isLabelHidden` keeps the label for screen readers
 * only: one way to name a field, and the name is always in the same place in the markup.
 */
export interface FieldLabelling {
  label: ReactNode;
  /** Show the label to screen readers only. */
  isLabelHidden?: boolean;
}

export interface FieldHelpProps {
  /** A hint under the control, linked to it as its description. */
  description?: ReactNode;
  /**
   * The error under the control. A text (not a function) also marks the field invalid, so a screen passes
   * `errorMessage={errors.ean}` and nothing else; a function gets react-aria's validation result.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * The field is invalid when told so, or when it is given an error text to show. Otherwise undefined, not
 * false: react-aria treats `isInvalid={false}` as "controlled valid" and would hide its own validation.
 */
export function isFieldInvalid(
  isInvalid: boolean | undefined,
  errorMessage: FieldHelpProps['errorMessage'],
): boolean | undefined {
  if (isInvalid !== undefined) return isInvalid;
  const hasErrorText =
    errorMessage !== undefined && errorMessage !== null && errorMessage !== '' && typeof errorMessage !== 'function';
  return hasErrorText ? true : undefined;
}
