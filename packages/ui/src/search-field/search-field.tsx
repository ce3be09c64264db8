import { useEppTranslation } from '@epp/i18n';
import type { Ref } from 'react';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  Input,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon, SearchIcon } from '../icons/icons';
import { clearButtonSlot, searchControlWrap, searchIcon, searchInput } from './search-field.styles';

export type SearchFieldProps = Omit<AriaSearchFieldProps, 'children' | 'className' | 'style' | 'aria-label'> &
  FieldLabelling &
  FieldHelpProps & {
    placeholder?: string;
    ref?: Ref<HTMLDivElement>;
  };

const ControlWrap = styled.div`
  ${searchControlWrap}
`;

const ClearSlot = styled.div`
  ${clearButtonSlot}
`;

const Root = styled(AriaSearchField)`
  ${fieldRoot}
  /* Nothing to clear in an empty field. */
  &[data-empty] ${ClearSlot} {
    display: none;
  }
`;

const StyledInput = styled(Input)`
  ${controlBox}
  ${searchInput}
`;

const StyledSearchIcon = styled(SearchIcon)`
  ${searchIcon}
`;

/**
 * A search box: Enter calls `onSubmit`, Escape or the clear button empties it (`onClear`). react-aria keeps
 * the clear button out of the Tab order, as Escape does the same from the input.
 */
export function SearchField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  placeholder,
  isInvalid,
  ...props
}: SearchFieldProps) {
  const { t } = useEppTranslation();
  return (
    <Root {...props} isInvalid={isFieldInvalid(isInvalid, errorMessage)}>
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <ControlWrap>
        <StyledSearchIcon size={1.25} />
        <StyledInput placeholder={placeholder} />
        <ClearSlot>
          <IconButton size="sm" aria-label={t('ui.searchField.clear')}>
            <CloseIcon />
          </IconButton>
        </ClearSlot>
      </ControlWrap>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
