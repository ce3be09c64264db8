// The operator's sync of additional-deposit reports (spec operator §2, §7: POST additional-deposit-reports/sync/
// or sync/{id}/ answering statistics): asked first, then the answer's statistics in the same dialog, so the
// operator reads what changed before closing it; a refusal is said in the dialog (the kit's one policy).
import { isApiError } from '@epp/api/errors';
import { useSyncAdditionalDepositReport, useSyncAdditionalDepositReports } from '@epp/api/hooks';
import type { AdditionalDepositReport } from '@epp/api/schemas';
import { formatNumber } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Button, Dialog, DialogFailure, type DialogFailureProps, Modal, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { FactsList } from '../../profile/facts-list';

const K = 'screens.operator.additionalDepositReports.sync';

/** What is synced: every report ('sync reports'), or one (its row menu or its page). */
export type AdditionalDepositSyncRequest = { kind: 'all' } | { kind: 'one'; report: AdditionalDepositReport };

type Statistics = Readonly<Record<string, number | string | boolean | undefined>>;

/** The statistics in the order the spec lists them: the list view's counts, then a batch's reading. */
const STATISTICS = [
  'reports_created',
  'lines_created',
  'reports_updated',
  'lines_updated',
  'client_count',
  'filter_historic',
  'report_count',
  'invalid_contract',
  'client_request_error',
  'report_request_error',
  'report_unexpected',
  'report_is_posted',
  'lines',
] as const;

/** Refusal codes the server sends that have words of their own; any other code is shown as it came. */
const KNOWN_CODES: Readonly<Record<string, 'reportIsPosted'>> = { report_is_posted: 'reportIsPosted' };

export interface AdditionalDepositSyncDialogProps {
  /** What to sync; null: the dialog is closed. */
  request: AdditionalDepositSyncRequest | null;
  onClose: () => void;
}

export function AdditionalDepositSyncDialog({ request, onClose }: AdditionalDepositSyncDialogProps) {
  return (
    // A new request starts with no statistics and no failure of the last one.
    <SyncModal
      key={request ? (request.kind === 'all' ? 'all' : request.report.id) : 'closed'}
      {...{ request, onClose }}
    />
  );
}

function SyncModal({ request, onClose }: AdditionalDepositSyncDialogProps) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { failureText } = useErrorText();
  const syncAll = useSyncAdditionalDepositReports();
  const syncOne = useSyncAdditionalDepositReport();
  const [statistics, setStatistics] = useState<Statistics | null>(null);
  const [failure, setFailure] = useState<DialogFailureProps | null>(null);
  const sync = useSubmitOnce(async (asked: AdditionalDepositSyncRequest) => {
    setFailure(null);
    try {
      const answer =
        asked.kind === 'all'
          ? await syncAll.mutateAsync()
          : await syncOne.mutateAsync({ params: { id: asked.report.id } });
      setStatistics(answer);
    } catch (error) {
      setFailure(failureOf(error));
    }
  });

  function failureOf(error: unknown): DialogFailureProps {
    // A 400 lists its codes under the title (spec §8 "400 list, else with text").
    if (isApiError(error) && error.status === 400 && error.entries.length > 0) {
      return {
        title: t('errors.returns.syncList'),
        lines: error.entries.map(({ code }) => {
          if (code === null) return t(`${K}.unexpected`);
          const known = KNOWN_CODES[code];
          return known ? t(`${K}.codes.${known}`) : code;
        }),
      };
    }
    return { title: failureText('errors.returns.sync', error) };
  }

  const shown = (value: number | string | boolean) =>
    typeof value === 'number'
      ? formatNumber(value, language)
      : typeof value === 'boolean'
        ? t(value ? `${K}.yes` : `${K}.no`)
        : value;

  const title = request?.kind === 'one' ? t(`${K}.titleOne`) : t(`${K}.titleAll`);
  return (
    <Modal
      isOpen={request !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isStatic={sync.isPending}
    >
      <Dialog
        title={title}
        // One main button that turns from 'Sünkroniseeri' into 'Sulge' once the answer is there: the focus stays on
        // the button just pressed (a button that replaced it would leave the focus to the dialog's first control).
        actions={(close) => (
          <>
            {!statistics && (
              <Button variant="secondary" isDisabled={sync.isPending} onPress={close}>
                {t('ui.confirmDialog.cancel')}
              </Button>
            )}
            <Button
              variant="primary"
              isPending={sync.isPending}
              onPress={() => {
                if (statistics) close();
                else if (request) void sync.run(request);
              }}
            >
              {statistics ? t(`${K}.close`) : t(`${K}.confirm`)}
            </Button>
          </>
        )}
      >
        {request?.kind === 'one' ? (
          <p>{t(`${K}.questionOne`, { company: request.report.client.name, period: periodOf(request.report) })}</p>
        ) : (
          <p>{t(`${K}.questionAll`)}</p>
        )}
        {statistics && (
          <div role="status">
            <p>{t(`${K}.done`)}</p>
            <FactsList
              facts={STATISTICS.flatMap((name) => {
                const value = statistics[name];
                return value === undefined ? [] : [{ label: t(`${K}.statistics.${name}`), value: shown(value) }];
              })}
            />
          </div>
        )}
        {failure && <DialogFailure {...failure} />}
      </Dialog>
    </Modal>
  );
}

const periodOf = (report: AdditionalDepositReport) => report.period_formatted ?? String(report.period);
