// The shell every date and month picker shares: a labelled text input typed in the display format, parsed
// strictly on blur and Enter, with a clear button and a button that opens the calendar in a popover.
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { TextField as AriaTextField, Dialog, DialogTrigger, Input, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldHelp, FieldLabel } from '../field/field';
import { controlBox, fieldRoot } from '../field/field.styles';
import { type FieldHelpProps, type FieldLabelling, isFieldInvalid } from '../field/field-props';
import { IconButton } from '../icon-button/icon-button';
import { CalendarIcon, CloseIcon } from '../icons/icons';
import { pickerButtons, pickerControl, pickerDialog, pickerInput, pickerPopover } from './picker-field.styles';

/** Why typed text was refused. */
export type PickerProblem = 'invalid' | 'before-min' | 'after-max';

/** The props every picker built on the shell shares. */
export type PickerCommonProps<V extends string> = FieldLabelling &
  FieldHelpProps & {
    /** The value (controlled); null when empty or when the typed text is not a valid value. */
    value?: V | null;
    defaultValue?: V | null;
    /** Called when the value changes: on blur or Enter after typing, on a pick in the calendar, on clear. */
    onChange?: (value: V | null) => void;
    /** The earliest value that may be typed or picked. */
    minValue?: V;
    /** The latest value that may be typed or picked. */
    maxValue?: V;
    /** Own texts for refused entries, e.g. a range picker's "the start date cannot be later than the end date". */
    problemMessages?: Partial<Record<PickerProblem, string>>;
    isRequired?: boolean;
    isDisabled?: boolean;
    isReadOnly?: boolean;
    isInvalid?: boolean;
    /** Where the calendar is rendered; `document.body` by default. For embedding, e.g. inside a shadow root. */
    portalContainer?: Element;
    name?: string;
  };

export interface PickerTexts<V extends string> {
  placeholder: string;
  openLabel: string;
  dialogLabel: string;
  clearLabel: string;
  problem: (problem: PickerProblem, limit: string) => string;
  format: (value: V) => string;
  /** Strict: null for anything that is not exactly a valid value. */
  parse: (text: string) => V | null;
}

export interface PickerCalendarApi<V extends string> {
  current: V | null;
  pick: (value: V) => void;
  set: (value: V) => void;
  close: () => void;
}

interface PickerFieldProps<V extends string> extends PickerCommonProps<V> {
  texts: PickerTexts<V>;
  /** The calendar, given the current value: `pick` sets the value and closes the popover, `set` keeps it open. */
  children: (calendar: PickerCalendarApi<V>) => ReactNode;
}

const Root = styled(AriaTextField)`
  ${fieldRoot}
`;
const Control = styled.div`
  ${pickerControl}
`;
const StyledInput = styled(Input)`
  ${controlBox}
  ${pickerInput}
`;
const Buttons = styled.div`
  ${pickerButtons}
`;
const StyledPopover = styled(Popover)`
  ${pickerPopover}
`;
const StyledDialog = styled(Dialog)`
  ${pickerDialog}
`;

/** ISO dates and periods sort as text, so min and max are plain string comparisons. */
function problemOf<V extends string>(value: V, minValue?: V, maxValue?: V): PickerProblem | null {
  if (minValue !== undefined && value < minValue) return 'before-min';
  if (maxValue !== undefined && value > maxValue) return 'after-max';
  return null;
}

export function PickerField<V extends string>({
  label,
  isLabelHidden,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  portalContainer,
  problemMessages,
  texts,
  children,
  ...props
}: PickerFieldProps<V>) {
  const [uncontrolled, setUncontrolled] = useState<V | null>(defaultValue ?? null);
  const current = value !== undefined ? value : uncontrolled;
  const [text, setText] = useState(() => (current === null ? '' : texts.format(current)));
  const [problem, setProblem] = useState<{ kind: PickerProblem; limit: string } | null>(null);
  // The value the text was last written from: a new value from outside rewrites the text, but the null this
  // field itself reports for a wrong entry must not wipe what the user typed.
  const [shownValue, setShownValue] = useState<V | null>(current);
  if (current !== shownValue) {
    setShownValue(current);
    setText(current === null ? '' : texts.format(current));
    setProblem(null);
  }
  const [isOpen, setOpen] = useState(false);
  const controlRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const isEditable = !props.isDisabled && !props.isReadOnly;

  function report(next: V | null) {
    setShownValue(next);
    if (value === undefined) setUncontrolled(next);
    if (next !== current) onChange?.(next);
  }

  function accept(next: V) {
    setText(texts.format(next));
    setProblem(null);
    report(next);
  }

  function commitText() {
    const trimmed = text.trim();
    if (trimmed === '') {
      setProblem(null);
      report(null);
      return;
    }
    const parsed = texts.parse(trimmed);
    const kind = parsed === null ? 'invalid' : problemOf(parsed, minValue, maxValue);
    if (parsed === null || kind !== null) {
      // Never corrected silently: the text stays as typed, the error says what is wrong.
      const limit = kind === 'before-min' ? minValue : kind === 'after-max' ? maxValue : undefined;
      setProblem({ kind: kind ?? 'invalid', limit: limit === undefined ? '' : texts.format(limit) });
      report(null);
      return;
    }
    accept(parsed);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') commitText();
    // Alt+ArrowDown opens the calendar from the input, as it opens a select's list.
    if (event.key === 'ArrowDown' && event.altKey && isEditable) setOpen(true);
  }

  const shownError =
    errorMessage ??
    (problem ? (problemMessages?.[problem.kind] ?? texts.problem(problem.kind, problem.limit)) : undefined);

  return (
    <Root
      {...props}
      value={text}
      onChange={setText}
      onBlur={commitText}
      onKeyDown={onKeyDown}
      isInvalid={isFieldInvalid(isInvalid, shownError)}
    >
      <FieldLabel isRequired={props.isRequired} isHidden={isLabelHidden}>
        {label}
      </FieldLabel>
      <Control ref={controlRef}>
        <StyledInput ref={inputRef} placeholder={texts.placeholder} />
        <Buttons>
          {isEditable && text !== '' && (
            // Out of the Tab order like a search field's clear button: the keyboard clears by deleting the text.
            <IconButton
              size="sm"
              aria-label={texts.clearLabel}
              excludeFromTabOrder
              onPress={() => {
                setText('');
                setProblem(null);
                report(null);
                inputRef.current?.focus();
              }}
            >
              <CloseIcon />
            </IconButton>
          )}
          <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
            <IconButton size="sm" aria-label={texts.openLabel} isDisabled={!isEditable}>
              <CalendarIcon />
            </IconButton>
            <StyledPopover
              triggerRef={controlRef}
              placement="bottom start"
              offset={4}
              UNSTABLE_portalContainer={portalContainer}
            >
              <StyledDialog aria-label={texts.dialogLabel}>
                {children({
                  current,
                  pick: (next) => {
                    accept(next);
                    setOpen(false);
                  },
                  set: accept,
                  close: () => setOpen(false),
                })}
              </StyledDialog>
            </StyledPopover>
          </DialogTrigger>
        </Buttons>
      </Control>
      <FieldHelp description={description} errorMessage={shownError} />
    </Root>
  );
}
