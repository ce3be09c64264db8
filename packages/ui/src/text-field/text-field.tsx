import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { useHydrated } from '../hooks/use-hydrated';
import { textArea } from './text-field.styles';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className' | 'style' | 'aria-label'> &
  FieldLabelling &
  FieldHelpProps & {
    placeholder?: string;
    /** A textarea instead of a one-line input, for comments and other longer text. */
    multiline?: boolean;
    /** Visible lines of a multiline field. */
    rows?: number;
    ref?: Ref<HTMLDivElement>;
  };

const Root = styled(AriaTextField)`
  ${fieldRoot}
`;

const StyledInput = styled(Input)`
  ${controlBox}
`;

const StyledTextArea = styled(TextArea)`
  ${controlBox}
  ${textArea}
`;

/**
 * A labelled text input (or textarea) with its hint and error, built on react-aria's TextField. In a page
 * rendered to HTML before its scripts run, it takes no typing until React runs it (hydration would drop what
 * was typed), looking as it will.
 */
export function TextField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows = 4,
  isInvalid,
  ...props
}: TextFieldProps) {
  const hydrated = useHydrated();
  const awaiting = hydrated ? {} : { 'data-awaiting-scripts': true };
  return (
    <Root {...props} isReadOnly={props.isReadOnly || !hydrated} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      {multiline ? (
        <StyledTextArea placeholder={placeholder} rows={rows} {...awaiting} />
      ) : (
        <StyledInput placeholder={placeholder} {...awaiting} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
