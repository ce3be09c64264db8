// The operator's rPET dialogs that need a year (spec operator §2 "rPET list", §5: create and export modals need a
// year): a year from 2024 to the current one, said missing when the confirm is pressed without one, and
// whatever else the dialog asks (create: the company). The action's failure is said in the dialog (the kit's
// failed-confirm policy: it stays open for another try or cancel).
import { rpetYears, yearOf } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmDialog, type DialogFailureProps, Select } from '@epp/ui';
import { type ReactNode, useState } from 'react';
import { useToday } from '../../kit';

/** The confirm was pressed without a year: the field says so, the dialog adds nothing. */
const NO_YEAR = Symbol('no year');

export interface RpetYearDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  text: string;
  yearLabel: string;
  yearMissing: string;
  confirmLabel: string;
  /** Further fields, after the year. */
  children?: ReactNode;
  /** Runs with the chosen year; a rejection is said in the dialog by `failure`. */
  onConfirm: (year: number) => Promise<void>;
  failure: (error: unknown) => DialogFailureProps;
}

export function RpetYearDialog({
  isOpen,
  onOpenChange,
  title,
  text,
  yearLabel,
  yearMissing,
  confirmLabel,
  children,
  onConfirm,
  failure,
}: RpetYearDialogProps) {
  const { t } = useEppTranslation();
  const currentYear = yearOf(useToday());
  const [year, setYear] = useState<number | null>(null);
  const [attempted, setAttempted] = useState(false);
  // The newest year first: the one the operator most often wants.
  const options = rpetYears(currentYear)
    .reverse()
    .map((value) => ({ id: String(value), label: String(value) }));

  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        // A dialog opened again starts empty.
        if (!open) {
          setYear(null);
          setAttempted(false);
        }
        onOpenChange(open);
      }}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t('ui.confirmDialog.cancel')}
      onConfirm={() => {
        setAttempted(true);
        return year === null ? Promise.reject(NO_YEAR) : onConfirm(year);
      }}
      failure={(error) => (error === NO_YEAR ? null : failure(error))}
    >
      <p>{text}</p>
      <Select
        label={yearLabel}
        isRequired
        options={options}
        selectedKey={year === null ? null : String(year)}
        onSelectionChange={(key) => setYear(key === null ? null : Number(key))}
        errorMessage={attempted && year === null ? yearMissing : undefined}
      />
      {children}
    </ConfirmDialog>
  );
}
