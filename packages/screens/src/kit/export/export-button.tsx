import { Button } from '@epp/ui';
import type { ReactNode } from 'react';
import { type ExportTexts, useExport } from './use-export';

export interface ExportButtonProps {
  /** Writes the file, e.g. the listed rows as a workbook, or fetches the report the server writes. */
  save: () => Promise<unknown>;
  texts: ExportTexts;
  /** The list has not loaded yet: an export then would be an empty file. */
  isDisabled?: boolean;
  /** The button's text ("Ekspordi Excelisse"). */
  children: ReactNode;
}

/** A page's export button: a secondary button that runs `useExport` (once at a time, pending while it runs). */
export function ExportButton({ save, texts, isDisabled, children }: ExportButtonProps) {
  const run = useExport(save, texts);
  return (
    <Button variant="secondary" onPress={() => void run.run()} isPending={run.isPending} isDisabled={isDisabled}>
      {children}
    </Button>
  );
}
