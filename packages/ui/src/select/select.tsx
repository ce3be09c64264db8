import { useEppTranslation } from '@epp/i18n';
import type { Ref } from 'react';
import { Select as AriaSelect, type SelectProps as AriaSelectProps, Button, SelectValue } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { CheckIcon, ChevronDownIcon } from '../icons/icons';
import { optionCheck, selectTrigger } from './select.styles';
import { type SelectOption, SelectOptions } from './select-options';

export type SelectProps = Omit<
  AriaSelectProps<SelectOption, 'single'>,
  'children' | 'className' | 'style' | 'aria-label' | 'selectionMode' | 'items'
> &
  FieldLabelling &
  FieldHelpProps & {
    /** The choices, in the order shown. */
    options: readonly SelectOption[];
    /** Where the option list is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
    portalContainer?: Element;
    ref?: Ref<HTMLDivElement>;
  };

const Root = styled(AriaSelect<SelectOption, 'single'>)`
  ${fieldRoot}
`;

const Trigger = styled(Button)`
  ${controlBox}
  ${selectTrigger}
`;

const Check = styled(CheckIcon)`
  ${optionCheck}
`;

/** Pick one of a list: a labelled button that opens the options in a popover (react-aria Select). */
export function Select({
  label,
  isLabelHidden,
  description,
  errorMessage,
  options,
  portalContainer,
  placeholder,
  isInvalid,
  ...props
}: SelectProps) {
  const { t } = useEppTranslation();
  return (
    <Root
      {...props}
      placeholder={placeholder ?? t('ui.select.placeholder')}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
    >
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Trigger>
        {/* The chosen option's text only: its rendered content would bring the list's tick along. */}
        <SelectValue<SelectOption>>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <ChevronDownIcon size={1.25} />
      </Trigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <SelectOptions options={options} portalContainer={portalContainer} indicator={<Check />} />
    </Root>
  );
}
