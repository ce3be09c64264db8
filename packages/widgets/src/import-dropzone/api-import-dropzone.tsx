import {
  useImportReturnReport,
  useImportReturnReports,
  useImportRpetReport,
  useImportSalesRepair,
  useImportSalesReport,
} from '@epp/api/hooks';
import type { IsoDate } from '@epp/core';
import { ImportDropzone, type ImportDropzoneProps, type ImportPeriods } from './import-dropzone';

/** What is imported, and into which report. */
export type ImportTarget =
  | { kind: 'sales'; reportId: number; isRepair?: boolean }
  | { kind: 'rpet'; reportId: number }
  | { kind: 'returns'; reportId: number }
  | { kind: 'returnsBulk' };

export type ApiImportDropzoneProps = Omit<ImportDropzoneProps, 'kind' | 'isRepair' | 'onImport'> & {
  target: ImportTarget;
  today?: IsoDate;
};

/**
 * The ImportDropzone wired to @epp/api: the mutation of the target's endpoint (inside an ApiClientProvider and
 * a QueryClientProvider); on success the queries it made stale refetch (the report, the list).
 */
export function ApiImportDropzone({ target, ...props }: ApiImportDropzoneProps) {
  const sales = useImportSalesReport();
  const repair = useImportSalesRepair();
  const rpet = useImportRpetReport();
  const returns = useImportReturnReport();
  const returnsBulk = useImportReturnReports();

  const onImport = (file: File, periods: ImportPeriods | null): Promise<unknown> => {
    const body = { file, name: file.name };
    switch (target.kind) {
      case 'sales':
        return (target.isRepair ? repair : sales).mutateAsync({ params: { id: target.reportId }, body });
      case 'rpet':
        return rpet.mutateAsync({ params: { id: target.reportId }, body });
      case 'returns':
        return returns.mutateAsync({ params: { id: target.reportId }, body });
      case 'returnsBulk':
        if (periods === null) return Promise.reject(new Error('The bulk return import needs its months'));
        return returnsBulk.mutateAsync({
          body: { ...body, period_start: periods.periodStart, period_end: periods.periodEnd },
        });
    }
  };

  return (
    <ImportDropzone
      {...props}
      kind={target.kind}
      isRepair={target.kind === 'sales' && target.isRepair === true}
      onImport={onImport}
    />
  );
}
