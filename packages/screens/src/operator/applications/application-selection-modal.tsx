import { canGenerateApplicationInvoice, type RegistryPackageFacts } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Dialog, Modal } from '@epp/ui';
import { ConfirmWithProblems } from '@epp/widgets/confirm-with-problems';
import { useId, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { MessageText } from '../../kit';
import * as styles from './application-selection.styles';
import type { ApplicationRow } from './registry-applications-columns';
import { type ActionOutcome, useApplicationActions } from './use-application-actions';

const Body = styled.div`
  ${styles.body}
`;
const SampleList = styled.ul`
  ${styles.sampleList}
`;
const Muted = styled.p`
  ${styles.muted}
`;

export interface ApplicationSelectionModalProps {
  isOpen: boolean;
  /** Closed with Escape or the close button: the selection stays; what the actions said goes to the page. */
  onClose: (outcomes: readonly ActionOutcome[]) => void;
  /** Every application of the list (the rules look the selection up in them). */
  records: readonly RegistryPackageFacts[];
  rowsById: ReadonlyMap<string, ApplicationRow>;
  selectedIds: ReadonlySet<string>;
  /** 'Tühista': the selection is cleared and the modal closes. */
  onClear: () => void;
  /** Every selected package was sent to testing. */
  onAllSent: (outcome: ActionOutcome) => void;
  /** Some were refused: the sent ones (package ids) leave the selection. */
  onPartlySent: (sentIds: readonly string[]) => void;
  /** While a confirmation is open or an action runs (scans must not change the selection then). */
  onBusyChange: (isBusy: boolean) => void;
}

/**
 * 'Valitud näidised' (spec operator §2 "Applications list", §5): the selected rows, Tühista, 'Genereeri
 * taotluse arve' (enabled by @epp/core's rule) and 'Kinnita ja esita näidised (n) testimisse' with its
 * "Võimalikud probleemid" confirmation. Refused packages are listed by EAN with the reason; the rest are sent.
 */
export function ApplicationSelectionModal(props: ApplicationSelectionModalProps) {
  const { isOpen, onClose } = props;
  const { t } = useEppTranslation();
  const { selectedIds, rowsById, records } = props;
  const selected = useMemo(() => [...selectedIds].flatMap((id) => rowsById.get(id) ?? []), [selectedIds, rowsById]);
  const notFound = selectedIds.size - selected.length;
  const actions = useApplicationActions({ selected, onAllSent: props.onAllSent, onPartlySent: props.onPartlySent });
  const [isConfirming, setConfirming] = useState(false);
  const setConfirmOpen = (open: boolean) => {
    setConfirming(open);
    props.onBusyChange(open);
  };
  const titleId = useId();
  const selectedNumbers = useMemo(() => [...selectedIds].map(Number), [selectedIds]);
  // Memoized: the list re-renders on every filter keystroke, and this looks the selection up in all rows.
  const canInvoice = useMemo(
    () => canGenerateApplicationInvoice({ selectedIds: selectedNumbers, rows: records, loading: actions.isBusy }),
    [selectedNumbers, records, actions.isBusy],
  );

  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose(actions.takeOutcomes())} size="lg">
      <Dialog
        title={<span id={titleId}>{t('screens.operator.registryApplications.selection.title')}</span>}
        actions={
          <>
            <Button variant="secondary" onPress={props.onClear} isDisabled={actions.isBusy}>
              {t('screens.operator.registryApplications.selection.clear')}
            </Button>
            <Button
              variant="secondary"
              onPress={() => void actions.invoice.run()}
              isPending={actions.invoice.isPending}
              isDisabled={!canInvoice}
            >
              {t('screens.operator.registryApplications.selection.generateInvoice')}
            </Button>
            <Button onPress={() => setConfirmOpen(true)} isDisabled={selected.length === 0 || actions.isBusy}>
              {t('screens.operator.registryApplications.selection.sendToTesting', { count: selected.length })}
            </Button>
          </>
        }
      >
        <Body>
          {actions.outcomes.map((outcome) => (
            <Alert
              key={outcome.tone}
              tone={outcome.tone}
              title={<MessageText message={outcome.title} />}
              lines={outcome.lines?.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an outcome's lines never change order
                <MessageText key={index} message={line} />
              ))}
            />
          ))}
          {selectedIds.size === 0 ? (
            <p>{t('screens.operator.registryApplications.selection.empty')}</p>
          ) : (
            selected.length > 0 && (
              <SampleList aria-labelledby={titleId}>
                {selected.map((row) => (
                  <li key={row.id}>
                    <span>{row.ean}</span>
                    <span>
                      {t('screens.operator.registryApplications.scan.line', { name: row.name, client: row.client })}
                    </span>
                  </li>
                ))}
              </SampleList>
            )
          )}
          {notFound > 0 && (
            <Muted>{t('screens.operator.registryApplications.selection.notFound', { count: notFound })}</Muted>
          )}
        </Body>
      </Dialog>
      {/* Only while asked: its "Võimalikud probleemid" are worked out from every row on each render. */}
      {isConfirming && (
        <ConfirmWithProblems
          action="send-to-testing"
          isOpen
          onOpenChange={setConfirmOpen}
          selectedIds={selectedNumbers}
          rows={records}
          title={t('screens.operator.registryApplications.sendConfirm.title')}
          message={t('screens.operator.registryApplications.sendConfirm.message', { count: selected.length })}
          confirmLabel={t('screens.operator.registryApplications.sendConfirm.confirm')}
          onConfirm={() => actions.send.run()}
        />
      )}
    </Modal>
  );
}
