// The operator's sales list filters: the company (`?client=`, the id the package details' alert links pass)
// and the months (`?from=&to=`, read as the client's list reads them: missing, reversed or future months fall
// back to the last 12). Both are sent to the server; "Otsi" applies them, as on the operator's other lists.
import { monthRangeOrDefault, periodOfDate } from '@epp/core';
import { defineListFilters, monthRangeFilter, rangeParams } from '../../kit';

const K = 'screens.operator.salesReports';

export const OPERATOR_SALES_FILTERS = defineListFilters({
  client: { kind: 'select', label: `${K}.filters.client` },
  period: monthRangeFilter({
    label: `${K}.filters.period`,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => monthRangeOrDefault('sales', texts, periodOfDate(today)),
    }),
  }),
});
