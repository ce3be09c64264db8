import type { ReactNode, Ref } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { optionStack } from '../checkbox/checkbox.styles';
import { FieldHelp, FieldLabel } from '../field/field';
import { fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { radioCircle, radioRoot } from './radio-group.styles';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'children' | 'className' | 'style' | 'aria-label'> &
  FieldLabelling &
  FieldHelpProps & {
    /** The Radio elements, each with its `value`. */
    children: ReactNode;
    ref?: Ref<HTMLDivElement>;
  };

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className' | 'style'> {
  /** The visible label of this choice. */
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

const Root = styled(AriaRadioGroup)`
  ${fieldRoot}
`;

const Options = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  ${optionStack}
`;

const RadioRoot = styled(AriaRadio)`
  ${radioRoot}
`;

const Circle = styled.span`
  ${radioCircle}
`;

/** One choice of a RadioGroup. */
export function Radio({ children, ...props }: RadioProps) {
  return (
    <RadioRoot {...props}>
      <Circle />
      <span>{children}</span>
    </RadioRoot>
  );
}

/** Pick exactly one of a few visible choices; arrow keys move between them (react-aria RadioGroup). */
export function RadioGroup({
  label,
  isLabelHidden,
  description,
  errorMessage,
  orientation = 'vertical',
  isInvalid,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <Root {...props} orientation={orientation} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel elementType="span" isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Options $orientation={orientation}>{children}</Options>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
