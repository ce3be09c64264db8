import type { ReactNode } from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import { styled } from 'styled-components';
import { ErrorIcon } from '../icons/mark-icons';
import { visuallyHidden } from '../visually-hidden/visually-hidden.styles';
import { fieldDescription, fieldError, fieldLabel, requiredMarker } from './field.styles';
import type { FieldHelpProps } from './field-props';

const StyledLabel = styled(AriaLabel)<{ $hidden: boolean }>`
  ${fieldLabel}
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Marker = styled.span`
  ${requiredMarker}
`;

const StyledDescription = styled(Text)`
  ${fieldDescription}
`;

const StyledError = styled(AriaFieldError)`
  ${fieldError}
`;

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds the red required marker. It is hidden from screen readers: the control itself says "required". */
  isRequired?: boolean;
  /** Render as a span, for groups (checkbox, radio) whose label is not a <label> of one control. */
  elementType?: 'label' | 'span';
  /** For screen readers only. */
  isHidden?: boolean;
}

/** The field's label, wired to the control by the react-aria field around it. */
export function FieldLabel({ children, isRequired = false, elementType, isHidden = false }: FieldLabelProps) {
  return (
    <StyledLabel $hidden={isHidden} {...(elementType ? { elementType } : {})}>
      {children}
      {isRequired && <Marker aria-hidden="true">*</Marker>}
    </StyledLabel>
  );
}

/** A hint under the control; react-aria links it as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return <StyledDescription slot="description">{children}</StyledDescription>;
}

/**
 * The error under the control, shown only while the field is invalid; react-aria links it to the control.
 * The icon repeats the meaning of the red colour for people who cannot tell colours apart.
 */
export function FieldError({ children }: { children?: FieldHelpProps['errorMessage'] }) {
  return (
    <StyledError>
      {(validation) => {
        const message =
          typeof children === 'function' ? children(validation) : (children ?? validation.validationErrors.join(' '));
        if (message === null || message === undefined || message === '') return null;
        return (
          <>
            <ErrorIcon />
            <span>{message}</span>
          </>
        );
      }}
    </StyledError>
  );
}

/** Description and error, in the order every field shows them. */
export function FieldHelp({ description, errorMessage }: FieldHelpProps) {
  return (
    <>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </>
  );
}
