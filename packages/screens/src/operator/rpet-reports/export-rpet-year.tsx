// "Ekspordi aasta" (spec operator §2 "rPET list", §7 GET rpet-reports/export/{year}/): every company's rPET
// reports of the chosen year as one Excel file the server writes. The download is announced when saved; a
// failure is said in the dialog, which stays open.
import { useExportRpetYear } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { announce, Button } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { RpetYearDialog } from './rpet-year-dialog';

const K = 'screens.operator.rpetReports.exportYear';

export function ExportRpetYear() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const exportYear = useExportRpetYear();
  const [isOpen, setOpen] = useState(false);

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t(`${K}.open`)}
      </Button>
      <RpetYearDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t(`${K}.title`)}
        text={t(`${K}.text`)}
        yearLabel={t(`${K}.year`)}
        yearMissing={t(`${K}.yearMissing`)}
        confirmLabel={t(`${K}.confirm`)}
        onConfirm={async (year) => {
          await exportYear.mutateAsync({ params: { year } });
          announce(t('common.downloaded'));
        }}
        failure={(error) => ({ title: failureText('errors.rpet.export', error) })}
      />
    </>
  );
}
