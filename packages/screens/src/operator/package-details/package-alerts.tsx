import { Decimal, formatMoney } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Link } from '@epp/ui';
import { memo } from 'react';
import { clientDebtsPath, clientSalesReportsPath } from '../../registry/registry-navigation';
import type { PackageDetailsRecord } from './details-form-values';

const K = 'screens.operator.packageDetails.alerts';

/**
 * What the operator should know about the client before acting (spec §2 "Package details"): its debt (with a
 * link to its debts), its unsubmitted sales reports (with a link to its sales reports) and unsynced parameters.
 */
export const PackageAlerts = memo(function PackageAlerts({ record }: { record: PackageDetailsRecord }) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const debt = Decimal.from(record.debt ?? 0);
  const clientId = record.client.id;
  return (
    <>
      {debt.compare(0) > 0 && (
        <Alert tone="warning" role="none" title={t(`${K}.debt`, { amount: formatMoney(debt, language) })}>
          <Link href={clientDebtsPath(clientId)} variant="standalone">
            {t(`${K}.debtLink`)}
          </Link>
        </Alert>
      )}
      {record.unsubmitted_sales_reports > 0 && (
        <Alert tone="warning" role="none" title={t(`${K}.unsubmitted`, { count: record.unsubmitted_sales_reports })}>
          <Link href={clientSalesReportsPath(clientId)} variant="standalone">
            {t(`${K}.unsubmittedLink`)}
          </Link>
        </Alert>
      )}
      {record.skip_migration && <Alert tone="info" role="none" title={t(`${K}.unsynced`)} />}
    </>
  );
});
