import { formatNumber, numberFieldValue, stepNumberFieldValue } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { numberInput } from './number-field.styles';
import { type CommitResult, useCommittedNumber } from './use-committed-number';

export type NumberFieldProps = FieldLabelling &
  FieldHelpProps & {
    /** The saved value (controlled). After a commit the field shows this again, so a screen that keeps the old value on a failed save restores it. */
    value?: number | null;
    /** The starting value when not controlled. */
    defaultValue?: number | null;
    /**
     * Called on blur and on Enter with the typed value (null for an empty field), never while typing, and not
     * at all when the value did not change. Return a promise to keep the new value shown while it is saved:
     * if it rejects, the old value comes back (pass the reason as `errorMessage`).
     */
    onCommit?: (value: number | null) => CommitResult;
    minValue?: number;
    maxValue?: number;
    /** The arrow-key step; 1 by default. */
    step?: number;
    /** Whole numbers only (a quantity: `isInteger minValue={1}`); a typed fraction is cut off. */
    isInteger?: boolean;
    /** Keep at most this many decimals, rounded half away from zero (rPET percentage: 2). */
    decimals?: number;
    placeholder?: string;
    name?: string;
    isRequired?: boolean;
    isDisabled?: boolean;
    isReadOnly?: boolean;
    isInvalid?: boolean;
    autoFocus?: boolean;
    ref?: Ref<HTMLDivElement>;
  };

const Root = styled(AriaTextField)`
  ${fieldRoot}
`;

const StyledInput = styled(Input)`
  ${controlBox}
  ${numberInput}
`;

/**
 * A number typed the way people in Estonia type it: "1,5" and "1 234,56" in either language (the spec's
 * numeric helper from @epp/core reads comma and point alike). Not react-aria's NumberField: in English it
 * reads "1,5" as fifteen. The value is shown formatted for the language (et "12 345,5", en "12,345.5") and
 * edited without grouping; arrow keys step, Escape drops the typing, blur and Enter commit.
 */
export function NumberField({
  label,
  isLabelHidden,
  description,
  errorMessage,
  value,
  defaultValue,
  onCommit,
  minValue,
  maxValue,
  step = 1,
  isInteger = false,
  decimals,
  placeholder,
  isInvalid,
  ...props
}: NumberFieldProps) {
  const language = useInterfaceLanguage();
  const { committed, commit } = useCommittedNumber(value, defaultValue, onCommit);
  const [draft, setDraft] = useState<string | null>(null);
  const [isFocused, setFocused] = useState(false);
  const limits = { min: minValue, max: maxValue, integer: isInteger, decimals: isInteger ? 0 : decimals };
  const format = (number: number | null, grouping: boolean) =>
    number === null ? '' : formatNumber(number, language, { maxDecimals: limits.decimals, grouping });
  const text = draft ?? format(committed, !isFocused);
  const typedValue = numberFieldValue(text, limits);

  function commitDraft() {
    if (draft === null) return;
    setDraft(null);
    commit(numberFieldValue(draft, limits));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (props.isReadOnly) return;
    if (event.key === 'Enter') commitDraft();
    else if (event.key === 'Escape' && draft !== null) setDraft(null);
    else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const next = stepNumberFieldValue(typedValue, event.key === 'ArrowUp' ? 1 : -1, { ...limits, step });
      setDraft(format(next, false));
    }
  }

  return (
    <Root
      {...props}
      value={text}
      onChange={setDraft}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        commitDraft();
      }}
      onKeyDown={onKeyDown}
      isInvalid={isFieldInvalid(isInvalid, errorMessage)}
    >
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      {/* A spin button: screen readers announce the value and that Up and Down change it. */}
      <StyledInput
        role="spinbutton"
        inputMode={isInteger ? 'numeric' : 'decimal'}
        placeholder={placeholder}
        aria-valuenow={typedValue ?? undefined}
        aria-valuetext={text === '' ? undefined : text}
        aria-valuemin={minValue}
        aria-valuemax={maxValue}
      />
      <FieldHelp description={description} errorMessage={errorMessage} />
    </Root>
  );
}
