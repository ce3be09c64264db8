import { TEXT_MAX_LENGTH } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
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
import { useRefusedInput } from '../hooks/use-refused-input';
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
    /**
     * The most characters it takes (@epp/core TEXT_MAX_LENGTH has one per kind of text). Every field has one: by
     * default its kind's (type, multiline, numeric input mode). The browser refuses more, and the field says why
     * when it does.
     */
    maxLength?: number;
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

/** The limit of a field that names none, by what it holds: an e-mail, a phone, a password, a comment, a number. */
function defaultMaxLength(type: string | undefined, multiline: boolean, inputMode: string | undefined): number {
  if (type === 'email' || inputMode === 'email') return TEXT_MAX_LENGTH.email;
  if (type === 'tel' || inputMode === 'tel') return TEXT_MAX_LENGTH.phone;
  if (type === 'password') return TEXT_MAX_LENGTH.password;
  if (multiline) return TEXT_MAX_LENGTH.comment;
  if (inputMode === 'decimal' || inputMode === 'numeric') return TEXT_MAX_LENGTH.number;
  return TEXT_MAX_LENGTH.text;
}

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
  maxLength: givenMaxLength,
  ...props
}: TextFieldProps) {
  const maxLength = givenMaxLength ?? defaultMaxLength(props.type, multiline, props.inputMode);
  const { t } = useEppTranslation();
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeHydration(input);
  const isRefused = useRefusedInput(input, maxLength);
  return (
    <Root {...props} maxLength={maxLength} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      {multiline ? (
        <StyledTextArea ref={input} placeholder={placeholder} rows={rows} />
      ) : (
        <StyledInput ref={input} placeholder={placeholder} />
      )}
      <FieldHelp
        description={isRefused ? t('ui.textField.atLimit', { max: String(maxLength) }) : description}
        errorMessage={errorMessage}
      />
    </Root>
  );
}
