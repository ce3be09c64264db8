// "Loo aruanded" (spec operator §2 "rPET list", §4: bulk create resets to page 1): a year and, optionally, a
// company; without a company every company's report of the year is created (POST rpet-reports/generate/, the
// answer's statistics said on the page), with one only its report (POST rpet-reports/generate/single/).
import { useGenerateRpetReport, useGenerateRpetReports } from '@epp/api/hooks';
import { message, useEppTranslation } from '@epp/i18n';
import { Button, Select, type SelectOption } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { RpetYearDialog } from './rpet-year-dialog';

const K = 'screens.operator.rpetReports.create';
/** The page alert of the last creation: a new one replaces it. */
const CREATED = 'rpet-created';

export interface CreateRpetReportsProps {
  companies: readonly SelectOption[];
  /** The reports are created: the list goes back to its first page. */
  onCreated: () => void;
}

export function CreateRpetReports({ companies, onCreated }: CreateRpetReportsProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const alerts = usePageAlerts();
  const createAll = useGenerateRpetReports();
  const createOne = useGenerateRpetReport();
  const [isOpen, setOpen] = useState(false);
  const [company, setCompany] = useState<string | null>(null);

  const create = async (year: number) => {
    if (company === null) {
      const statistics = await createAll.mutateAsync({ body: { year } });
      alerts.success(
        message(`${K}.created`, {
          year: String(year),
          created: String(statistics.reports_created),
          existing: String(statistics.reports_existing),
          skipped: String(statistics.reports_skipped),
        }),
        { id: CREATED },
      );
    } else {
      const report = await createOne.mutateAsync({ body: { year, client: Number(company) } });
      alerts.success(message(`${K}.createdOne`, { year: report.period_formatted, company: report.client.name }), {
        id: CREATED,
      });
    }
    onCreated();
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t(`${K}.open`)}
      </Button>
      <RpetYearDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) setCompany(null);
          setOpen(open);
        }}
        title={t(`${K}.title`)}
        text={t(`${K}.text`)}
        yearLabel={t(`${K}.year`)}
        yearMissing={t(`${K}.yearMissing`)}
        confirmLabel={t(`${K}.confirm`)}
        onConfirm={create}
        failure={(error) => ({ title: failureText('errors.rpet.create', error) })}
      >
        <Select
          label={t(`${K}.company`)}
          options={companies}
          selectedKey={company}
          onSelectionChange={(key) => setCompany(key === null ? null : String(key))}
        />
      </RpetYearDialog>
    </>
  );
}
