import { useSendToTesting, useStandardComments } from '@epp/api/hooks';
import { flowRefusal, packageFlowStateOf } from '@epp/core';
import { message, useEppTranslation } from '@epp/i18n';
import { Button, Card, useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { memo } from 'react';
import { styled } from 'styled-components';
import { useLoadFailureAlert, usePageAlerts } from '../../kit';
import { mutedNote } from '../../kit/screen-layout/screen-layout.styles';
import { TestDisclosureList } from '../../packages';
import type { PackageDetailsRecord } from './details-form-values';
import { TestItem } from './test-item';

const Note = styled.p`
  ${mutedNote}
`;

const K = 'screens.operator.packageDetails.testing';

/**
 * "Testimine" (spec §2): the package's tests, newest first, each a TestItem (submit, update, confirm); "Saada
 * testimisse" only while no test is open (core's status flow), else a note says why it is not offered. A
 * refusal shows its first reason as the server gave it (spec §8).
 */
export const TestingSection = memo(function TestingSection({ record }: { record: PackageDetailsRecord }) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const tests = record.tests ?? [];
  // The test forms choose from the standard comments (the same query they read): a failure is said once, here.
  useLoadFailureAlert(useStandardComments(), `${K}.commentsLoadError`);
  const send = useSendToTesting();
  const sendOnce = useSubmitOnce(async () => {
    try {
      const answer = await send.mutateAsync({ body: { ids: [{ id: record.id }] } });
      const refused = answer.errors[0];
      if (refused) alerts.error(message('errors.server', { reason: refused.reason }), { id: 'send-to-testing' });
      else alerts.success(message(`${K}.sent`), { id: 'send-to-testing' });
    } catch (error) {
      alerts.error(failureMessage(`${K}.sendFailed`, error), { id: 'send-to-testing' });
    }
  });
  // why "Saada testimisse" is not offered, if it is not: an open test, or a package the client has not submitted
  const refusal = flowRefusal(packageFlowStateOf({ ...record, tests }), 'send-to-testing', 'operator');
  const maySend = refusal === null;

  return (
    <Card
      title={t(`${K}.title`)}
      actions={
        maySend && (
          <Button variant="secondary" isPending={sendOnce.isPending} onPress={() => void sendOnce.run()}>
            {t(`${K}.sendToTesting`)}
          </Button>
        )
      }
    >
      {refusal !== null && <Note>{t(refusal === 'open-test' ? `${K}.openTest` : `${K}.notSubmitted`)}</Note>}
      {tests.length === 0 ? (
        <Note>{t(`${K}.empty`)}</Note>
      ) : (
        <TestDisclosureList>
          {tests.map((test, index) => (
            <TestItem key={test.test_id} test={test} number={tests.length - index} />
          ))}
        </TestDisclosureList>
      )}
    </Card>
  );
});
