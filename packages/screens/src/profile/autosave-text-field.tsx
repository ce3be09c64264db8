import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { TextField } from '@epp/ui';
import { useRef, useState } from 'react';

/** How a commit ended: saved (the field shows the saved value), or refused before sending (the typing stays). */
export type CommitOutcome = 'saved' | 'refused';

export interface AutosaveTextFieldProps {
  label: string;
  /** The saved value; shown again after a save, and brought back when a save fails. */
  value: string;
  /**
   * Called on blur with the typed text, only when it differs from the saved value. Resolves 'saved' or
   * 'refused' (invalid, nothing sent: the typing stays for the user to fix); rejects when the save failed,
   * and the saved value comes back.
   */
  onCommit: (value: string) => Promise<CommitOutcome>;
  /** Why the last commit was refused or failed; shown under the field. */
  errorMessage?: string;
  type?: 'text' | 'email' | 'tel';
}

/**
 * A text field saved on blur (spec §5 "Profile autosaves on blur"): nothing is sent while typing or when the
 * text did not change; while a save runs the field keeps the new text and a second blur sends nothing, so
 * one change is saved once; a failed save restores the old value.
 */
export function AutosaveTextField({ label, value, onCommit, errorMessage, type = 'text' }: AutosaveTextFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  // The text being saved: a blur meanwhile (or the same text again) sends nothing.
  const saving = useRef<string | null>(null);

  async function commit() {
    if (draft === null || saving.current !== null) return;
    if (draft.trim() === value) {
      setDraft(null);
      return;
    }
    saving.current = draft;
    try {
      const outcome = await onCommit(draft);
      if (outcome === 'saved') setDraft(null);
    } catch {
      setDraft(null);
    } finally {
      saving.current = null;
    }
  }

  return (
    <TextField
      label={label}
      type={type}
      value={draft ?? value}
      onChange={setDraft}
      onBlur={() => void commit()}
      isRequired
      errorMessage={errorMessage}
    />
  );
}

/** What a section's fields save through (useProfileAutosave). */
export interface FieldSaves<F extends string> {
  commit: (field: F, value: string) => Promise<CommitOutcome>;
  problemOf: (field: F) => string | undefined;
}

export interface AutosaveFieldsProps<F extends string> {
  fields: readonly { name: F; label: TranslationKey; type?: 'email' | 'tel' }[];
  values: Readonly<Record<F, string>>;
  saves: FieldSaves<F>;
}

/** A section's fields, each saved on blur. */
export function AutosaveFields<F extends string>({ fields, values, saves }: AutosaveFieldsProps<F>) {
  const { t } = useEppTranslation();
  return fields.map((field) => (
    <AutosaveTextField
      key={field.name}
      label={t(field.label)}
      type={field.type}
      value={values[field.name]}
      onCommit={(value) => saves.commit(field.name, value)}
      errorMessage={saves.problemOf(field.name)}
    />
  ));
}
