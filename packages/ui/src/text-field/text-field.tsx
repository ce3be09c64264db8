import { type Ref, useRef } from 'react';
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
import { useTypedBeforeHydration } from '../hooks/use-typed-before-hydration';
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
 * rendered to HTML before its scripts run it takes typing at once: what was typed becomes its value when React
 * takes the page over (useTypedBeforeHydration).
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
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeHydration(input);
  return (
    <Root {...props} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      {multiline ? (
        <StyledTextArea ref={input} placeholder={placeholder} rows={rows} />
      ) : (
        <StyledInput ref={input} placeholder={placeholder} />
      )}
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
