import { memo, useId } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../icons/icons';
import { pageSizeField, pageSizeLabel, pageSizeSelect, pageSizeWrap } from './pagination.styles';

export interface PageSizeSelectProps {
  /** The visible label ("Ridu lehel"), which also names the select. */
  label: string;
  /** The sizes in the order shown; `id` is the size as a string ("0" for every row). */
  options: readonly { id: string; label: string }[];
  selectedKey: string;
  isDisabled: boolean;
  onChange: (size: number) => void;
}

const Field = styled.div`
  ${pageSizeField}
`;

const Label = styled.label`
  ${pageSizeLabel}
`;

const Wrap = styled.div`
  ${pageSizeWrap}
`;

const Select = styled.select`
  ${pageSizeSelect}
`;

/**
 * The page-size choice as a native <select>, drawn like the kit's Select trigger: a handful of fixed numbers
 * needs no searchable, styled option list, and the browser's own select brings its keyboard, screen-reader and
 * touch behaviour with no code of ours — the react-aria Select (listbox, popover, positioning, focus scope) was
 * 42 KB gzip of the DataTable's 114. Memoised: a table re-renders its pager on every filter keystroke (the range
 * changes), the size choice not.
 */
export const PageSizeSelect = memo(function PageSizeSelect({
  label,
  options,
  selectedKey,
  isDisabled,
  onChange,
}: PageSizeSelectProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Wrap>
        <Select
          id={id}
          value={selectedKey}
          disabled={isDisabled}
          data-disabled={isDisabled || undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
        <ChevronDownIcon size={1.25} />
      </Wrap>
    </Field>
  );
});
