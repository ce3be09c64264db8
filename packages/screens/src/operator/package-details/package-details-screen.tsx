import { usePackageDetails } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Card, Skeleton, SkeletonGroup } from '@epp/ui';
import { useState } from 'react';
import { createScreen, RecordLoadState, ScreenLayout, useRouteTitle } from '../../kit';
import { routes } from '../../routes/route-table';
import type { PackageDetailsRecord } from './details-form-values';
import { GeneralSection } from './general-section';
import { PackageActions } from './package-actions';
import { PackageAlerts } from './package-alerts';
import { TestingSection } from './testing-section';
import { useDetailsForm } from './use-details-form';
import { usePackageActions } from './use-package-actions';

export interface PackageDetailsScreenProps {
  /** The package's id, from the address (/registry/package/:id); NaN where malformed, which is "not found". */
  id: number;
}

const K = 'screens.operator.packageDetails';

/**
 * /registry/package/:id (operator spec §2 "Package details"): the client's name in the title, the client's
 * alerts, "Üldised andmed" (editable as the server's `editable_fields` say), the buttons, and "Testimine".
 * "Not found" for an id with no package; another failure's reason with a retry.
 */
export const PackageDetailsScreen = createScreen<PackageDetailsScreenProps>('PackageDetailsScreen', PackageDetails);

function PackageDetails({ id }: PackageDetailsScreenProps) {
  const { t } = useEppTranslation();
  const isValidId = Number.isFinite(id);
  const query = usePackageDetails({ params: { id } }, { enabled: isValidId });
  const [isLeaving, setLeaving] = useState(false);
  const record = query.data;

  return (
    <ScreenLayout
      title={useRouteTitle(routes.operator.packageDetails)}
      {...(record ? { titleSuffix: record.client.name } : {})}
    >
      <RecordLoadState
        // Deleting: the package is gone once the delete answers; its refetch's failure is not the page's.
        load={{ data: record, error: isLeaving ? null : query.error, refetch: query.refetch }}
        isValidId={isValidId}
        texts={{ failure: `${K}.loadError`, notFound: `${K}.notFound` }}
        placeholder={
          <Card title={t(`${K}.general.title`)}>
            <SkeletonGroup>
              <Skeleton lines={6} width="32em" />
            </SkeletonGroup>
          </Card>
        }
      >
        {(loaded) => <LoadedDetails key={loaded.id} record={loaded} onLeaving={setLeaving} />}
      </RecordLoadState>
    </ScreenLayout>
  );
}

function LoadedDetails({ record, onLeaving }: { record: PackageDetailsRecord; onLeaving: (leaving: boolean) => void }) {
  const form = useDetailsForm(record);
  const actions = usePackageActions(record, form, onLeaving);
  return (
    <>
      <PackageAlerts record={record} />
      <GeneralSection record={record} form={form} isDisabled={actions.isSaving} />
      <PackageActions record={record} form={form} actions={actions} />
      <TestingSection record={record} />
    </>
  );
}
