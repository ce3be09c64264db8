import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { optionStack } from './checkbox.styles';

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'children' | 'className' | 'style' | 'aria-label'> &
  FieldLabelling &
  FieldHelpProps & {
    /** The Checkbox elements, each with its `value`. */
    children: ReactNode;
    orientation?: 'vertical' | 'horizontal';
    ref?: Ref<HTMLDivElement>;
  };

const Root = styled(AriaCheckboxGroup)`
  ${fieldRoot}
`;

const Options = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  ${optionStack}
`;

/** Several checkboxes under one label, with one value (the checked values) and one error. */
export function CheckboxGroup({
  label,
  isLabelHidden,
  description,
  errorMessage,
  orientation = 'vertical',
  isInvalid,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <Root {...props} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel elementType="span" isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Options $orientation={orientation}>{children}</Options>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
