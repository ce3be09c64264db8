// The confirmation of a bulk action of the testing lists (send to testing, confirm test results, register):
// the question, "Võimalikud probleemid:" (@epp/widgets ConfirmWithProblems with @epp/core's rules) and, where
// the action needs them, a sales start date (confirm, register) and a location mark (register; spec §5).

import { useActivatePackages, useConfirmTests, useSendToTesting } from '@epp/api/hooks';
import type { PackageRecord } from '@epp/api/schemas';
import type { IsoDate, RegistryAction } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DatePicker, TextField, useSubmitOnce } from '@epp/ui';
import { ConfirmWithProblems } from '@epp/widgets/confirm-with-problems';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useToday } from '../../kit/clock';
import {
  activateAlerts,
  confirmTestsAlerts,
  type EanLookup,
  type ResultAlert,
  sendToTestingAlerts,
} from './test-list-results';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 20rem;
`;

export interface TestListDialogProps {
  action: RegistryAction;
  /** The selected package ids. */
  selectedIds: readonly string[];
  /** The list's records (the warnings and the answers' EANs are looked up in them). */
  records: readonly PackageRecord[];
  eans: EanLookup;
  onClose: () => void;
  /** The answer, as alerts: the dialog has closed and the list reloads. */
  onDone: (alerts: ResultAlert[]) => void;
}

const needsStartDate = (action: RegistryAction) => action !== 'send-to-testing';

export function TestListDialog({ action, selectedIds, records, eans, onClose, onDone }: TestListDialogProps) {
  const { t } = useEppTranslation();
  const today = useToday();
  const [startDate, setStartDate] = useState<IsoDate | null>(null);
  const [location, setLocation] = useState('');
  const [isChecked, setChecked] = useState(false);
  const sendToTesting = useSendToTesting();
  const confirmTests = useConfirmTests();
  const activate = useActivatePackages();
  const ids = selectedIds.map(Number);

  const startDateError = isChecked && needsStartDate(action) && startDate === null;
  const locationError = isChecked && action === 'register' && location.trim() === '';

  const submit = useSubmitOnce(async (): Promise<ResultAlert[]> => {
    if (action === 'send-to-testing') {
      const answer = await sendToTesting.mutateAsync({ body: { ids: ids.map((id) => ({ id })) } });
      return sendToTestingAlerts(selectedIds, answer, eans);
    }
    const start_date = startDate ?? today;
    if (action === 'confirm-results')
      return confirmTestsAlerts(await confirmTests.mutateAsync({ body: { ids, start_date } }), eans);
    return activateAlerts(await activate.mutateAsync({ body: { ids, start_date, location: location.trim() } }), eans);
  });

  return (
    <ConfirmWithProblems
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      action={action}
      selectedIds={ids}
      rows={records}
      validate={() => {
        setChecked(true);
        return !(needsStartDate(action) && startDate === null) && !(action === 'register' && location.trim() === '');
      }}
      onConfirm={async () => {
        const alerts = await submit.run();
        // A second press while the first runs: nothing more to say.
        if (alerts) onDone(alerts);
      }}
      onCancel={onClose}
    >
      {needsStartDate(action) && (
        <Fields>
          <DatePicker
            label={t('screens.operator.registry.testLists.startDate')}
            today={today}
            isRequired
            value={startDate}
            onChange={setStartDate}
            errorMessage={startDateError ? t('screens.operator.registry.testLists.startDateMissing') : undefined}
          />
          {action === 'register' && (
            <TextField
              label={t('screens.operator.registry.testLists.location')}
              isRequired
              value={location}
              onChange={setLocation}
              errorMessage={locationError ? t('screens.operator.registry.testLists.locationMissing') : undefined}
            />
          )}
        </Fields>
      )}
    </ConfirmWithProblems>
  );
}
