// The operator's selection of return reports and its bulk confirmation: the selection lives across pages and
// filters (the DataTable keeps it by id), so the reports seen are remembered by id to judge what is selected.
import { useConfirmReturnReports } from '@epp/api/hooks';
import type { ReturnReport } from '@epp/api/schemas';
import { type Message, message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import type { FailureLine } from '@epp/widgets/confirm-with-problems';
import { useEffect, useRef, useState } from 'react';
import { usePageAlerts } from '../../kit';
import { confirmEach } from './confirm-each';
import { selectionConfirmability } from './return-confirmation';

const K = 'screens.operator.returnReports';
/** The bulk confirmation's alerts: a new outcome replaces the last one. */
const CONFIRMED_ALERT = 'return-reports-confirmed';
const REFUSED_ALERT = 'return-reports-refused';

const reasonOf = (reasons: readonly FailureLine[]): Message | string => {
  const codes = reasons.flatMap((line) => ('code' in line ? [line.code] : []));
  const first = reasons.find((line) => !('code' in line));
  return codes.length === reasons.length || first === undefined ? codes.join(', ') : (first as Message);
};

export function useReturnSelection(shown: readonly ReturnReport[] | undefined) {
  const alerts = usePageAlerts();
  const confirm = useConfirmReturnReports();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const seen = useRef(new Map<string, ReturnReport>());
  useEffect(() => {
    for (const report of shown ?? []) seen.current.set(String(report.id), report);
  }, [shown]);

  const reportsOf = (ids: readonly string[]) =>
    ids.flatMap((id) => {
      const report = seen.current.get(id) ?? shown?.find((row) => String(row.id) === id);
      return report ? [report] : [];
    });

  const confirmSelected = useSubmitOnce(async (ids: readonly string[]) => {
    const result = await confirmEach(reportsOf(ids), (id) => confirm.mutateAsync({ body: { ids: [id] } }));
    // The refused stay selected, each named with its reason; the confirmed leave the selection.
    setSelected(new Set(result.refused.map(({ report }) => String(report.id))));
    alerts.dismiss(CONFIRMED_ALERT);
    alerts.dismiss(REFUSED_ALERT);
    if (result.confirmed.length > 0)
      alerts.success(message(`${K}.confirmed`, { count: String(result.confirmed.length) }), { id: CONFIRMED_ALERT });
    if (result.refused.length > 0)
      alerts.error(message('errors.returns.confirmList'), {
        id: REFUSED_ALERT,
        lines: [
          ...result.refused.map(({ report, reasons }) =>
            message(`${K}.refusedLine`, {
              report: `${report.client.name} ${report.period_formatted}`,
              reason: reasonOf(reasons),
            }),
          ),
          message(`${K}.refusedStaySelected`),
        ],
      });
  });

  return {
    selected,
    setSelected,
    /** Whether the selected reports may be confirmed, and why not. */
    confirmability: (ids: readonly string[]) => selectionConfirmability(reportsOf(ids)),
    confirmSelected,
  };
}
