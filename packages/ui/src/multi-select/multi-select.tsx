import { useEppTranslation } from '@epp/i18n';
import { type Ref, type RefObject, useContext, useRef } from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ButtonContext,
  SelectStateContext,
  SelectValue,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { IconButton } from '../icon-button/icon-button';
import { CheckIcon, ChevronDownIcon, CloseIcon } from '../icons/icons';
import { selectTrigger } from '../select/select.styles';
import { type SelectOption, SelectOptions } from '../select/select-options';
import { chevronSlot, clearSlot, controlGroup, optionBox } from './multi-select.styles';
import { summarizeSelection } from './multi-select-value';

export type MultiSelectProps = Omit<
  AriaSelectProps<SelectOption, 'multiple'>,
  'children' | 'className' | 'style' | 'aria-label' | 'selectionMode' | 'items' | 'shouldCloseOnSelect'
> &
  FieldLabelling &
  FieldHelpProps & {
    options: readonly SelectOption[];
    /** Where the option list is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
    portalContainer?: Element;
    /** How many chosen labels the trigger lists before it shows a count instead. Default 2. */
    maxLabels?: number;
    ref?: Ref<HTMLDivElement>;
  };

const Root = styled(AriaSelect<SelectOption, 'multiple'>)`
  ${fieldRoot}
`;

const ControlGroup = styled.div`
  ${controlGroup}
`;

const Trigger = styled(Button)`
  ${controlBox}
  ${selectTrigger}
`;

const ClearSlot = styled.div`
  ${clearSlot}
`;

const ChevronSlot = styled.span`
  ${chevronSlot}
`;

const OptionBox = styled.span`
  ${optionBox}
`;

/**
 * The clear button sits inside the Select, so it must not pick up the trigger's props from react-aria's
 * ButtonContext. After clearing it disappears, so focus goes back to the trigger instead of being lost.
 */
function ClearSelection({
  triggerRef,
  isDisabled,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isDisabled: boolean | undefined;
}) {
  const { t } = useEppTranslation();
  const state = useContext(SelectStateContext);
  if (!state || isDisabled || state.selectedItems.length === 0) return null;
  return (
    <ButtonContext.Provider value={null}>
      <ClearSlot>
        <IconButton
          size="sm"
          aria-label={t('ui.multiSelect.clear')}
          onPress={() => {
            state.setValue([]);
            triggerRef.current?.focus();
          }}
        >
          <CloseIcon />
        </IconButton>
      </ClearSlot>
    </ButtonContext.Provider>
  );
}

/**
 * Pick any number of a list: the options open in a popover as a checkable list that stays open while
 * choosing; the trigger lists the chosen labels or their count; a clear button empties the choice.
 */
export function MultiSelect({
  label,
  isLabelHidden,
  description,
  errorMessage,
  options,
  portalContainer,
  placeholder,
  maxLabels = 2,
  isInvalid,
  ...props
}: MultiSelectProps) {
  const { t } = useEppTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <Root {...props} selectionMode="multiple" isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <ControlGroup>
        <Trigger ref={triggerRef}>
          <SelectValue<SelectOption>>
            {({ selectedItems }) => {
              const labels = selectedItems.flatMap((item) => (item ? [item.label] : []));
              const summary = summarizeSelection(labels, maxLabels);
              if (summary.kind === 'placeholder') {
                return placeholder ?? t('ui.multiSelect.placeholder');
              }
              if (summary.kind === 'labels') return summary.text;
              return t('ui.multiSelect.selectedCount', { count: summary.count });
            }}
          </SelectValue>
        </Trigger>
        <ClearSelection triggerRef={triggerRef} isDisabled={props.isDisabled} />
        <ChevronSlot>
          <ChevronDownIcon size={1.25} />
        </ChevronSlot>
      </ControlGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <SelectOptions
        options={options}
        portalContainer={portalContainer}
        indicator={
          <OptionBox>
            <CheckIcon />
          </OptionBox>
        }
      />
    </Root>
  );
}
