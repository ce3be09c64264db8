import type { ReactNode, Ref } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { CheckIcon, MinusIcon } from '../icons/icons';
import { checkboxBox, checkboxRoot } from './checkbox.styles';

/** A checkbox is named by its visible text, or by `aria-label` where a table row or column says what it is. */
export type CheckboxProps = Omit<AriaCheckboxProps, 'children' | 'className' | 'style' | 'aria-label'> &
  ({ children: ReactNode; 'aria-label'?: string } | { children?: undefined; 'aria-label': string }) & {
    ref?: Ref<HTMLLabelElement>;
  };

const Root = styled(AriaCheckbox)`
  ${checkboxRoot}
`;

const Box = styled.span`
  ${checkboxBox}
`;

/** A checkbox with its label; inside a CheckboxGroup it takes part in the group's value. */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Box>{isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}</Box>
          {children !== undefined && <span>{children}</span>}
        </>
      )}
    </Root>
  );
}
