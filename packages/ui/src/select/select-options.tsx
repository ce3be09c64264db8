// The popover and option list that Select and MultiSelect share.
import type { ReactNode } from 'react';
import { type Key, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { listBox, option, optionLabel, popover } from './select.styles';

export interface SelectOption {
  id: Key;
  /** The visible text; also what typing a letter on the closed trigger or the open list jumps to. */
  label: string;
  isDisabled?: boolean;
}

const StyledPopover = styled(Popover)`
  ${popover}
`;

const StyledListBox = styled(ListBox<SelectOption>)`
  ${listBox}
`;

const StyledOption = styled(ListBoxItem<SelectOption>)`
  ${option}
`;

const OptionLabel = styled.span`
  ${optionLabel}
`;

export interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** Drawn before each label: the single select's tick or the multi-select's checkbox. */
  indicator: ReactNode;
  /** Where the list is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
  portalContainer?: Element;
}

/** Options in a popover under the trigger; react-aria handles the keyboard, typeahead and focus. */
export function SelectOptions({ options, indicator, portalContainer }: SelectOptionsProps) {
  return (
    <StyledPopover offset={4} UNSTABLE_portalContainer={portalContainer}>
      <StyledListBox items={options}>
        {(item) => (
          <StyledOption id={item.id} textValue={item.label} isDisabled={item.isDisabled}>
            {indicator}
            <OptionLabel>{item.label}</OptionLabel>
          </StyledOption>
        )}
      </StyledListBox>
    </StyledPopover>
  );
}
