import { useAdminClient, useWarrantedPersons } from '@epp/api/hooks';
import type { WarrantedPerson } from '@epp/api/schemas';
import { DOCUMENT_UPLOAD_EXTENSIONS, MAX_IMPORT_FILE_MB } from '@epp/core';
import { type Message, useEppTranslation } from '@epp/i18n';
import { Button, Card, ConfirmDialog } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { DocumentFileButton } from '@epp/widgets/import-dropzone';
import { useRef } from 'react';
import { styled } from 'styled-components';
import { actionRow, useRowConfirmation, useRowDialogs } from '../../kit';
import * as styles from '../../profile/profile-sections.styles';
import { SectionState } from '../../profile/section-state';
import { PersonFacts } from '../../profile/warranted-person-section';
import { useWarrantedPersonActions } from './use-warranted-persons';
import { WarrantedPersonModal } from './warranted-person-modal';
import { newWarrantValues, type WarrantValues, warrantValuesOf } from './warranted-person-values';

const K = 'screens.operator.clientWarranted';
const LIMITS = { types: DOCUMENT_UPLOAD_EXTENSIONS.join(', '), mb: MAX_IMPORT_FILE_MB };

const Body = styled.div`
  ${styles.fieldStack}
`;
const Note = styled.p`
  ${styles.cardNote}
`;
const Actions = styled.div`
  ${actionRow}
`;

export interface ClientWarrantedPersonsSectionProps {
  /** The client's id from the address; NaN where malformed. */
  clientId: number;
}

type Editing =
  | { mode: 'create'; initial: WarrantValues }
  | { mode: 'edit'; initial: WarrantValues; person: WarrantedPerson };

/**
 * The client's warranted persons for the operator (GET administrator/client/{id}/warranted-users/): each in the
 * client's own read view, with "Muuda", the warrant file's upload (one asice, bdoc, pdf, ddoc or edoc, checked as
 * the import dropzone checks its files) and "Kustuta" behind a confirmation whose default is "Tühista";
 * "Lisa volitatud isik" adds one. The client sees them in its profile where the server shows them.
 */
export function ClientWarrantedPersonsSection({ clientId }: ClientWarrantedPersonsSectionProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const isValidId = Number.isFinite(clientId);
  const persons = useWarrantedPersons({ params: { clientId } }, { enabled: isValidId });
  const client = useAdminClient({ params: { client_id: clientId } }, { enabled: isValidId });
  const actions = useWarrantedPersonActions(clientId);
  const dialogs = useRowDialogs<{ form: Editing }>();
  // the deletion's success, said once its confirmation has closed
  const deleted = useRef<Message | null>(null);
  const deletion = useRowConfirmation<WarrantedPerson>(async (person) => {
    deleted.current = await actions.remove(person);
  });
  const editing = dialogs.subjectOf('form');

  return (
    <Card
      title={t(`${K}.title`)}
      actions={
        <Button
          variant="secondary"
          size="sm"
          isDisabled={!persons.data}
          onPress={(event) =>
            dialogs.open('form', { mode: 'create', initial: newWarrantValues(client.data) }, event.target as Element)
          }
        >
          {t(`${K}.add`)}
        </Button>
      }
    >
      <SectionState load={persons} errorKey={`${K}.loadError`} lines={7}>
        {(rows) => (
          <Body>
            {rows.length === 0 && <Note>{t('screens.profile.warranted.none')}</Note>}
            {rows.map((person) => {
              const name = `${person.first_name} ${person.last_name}`;
              return (
                <Card key={person.id} title={name} headingLevel={3}>
                  <Body>
                    <PersonFacts person={person} />
                    <Actions>
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={t(`${K}.editLabel`, { name })}
                        onPress={(event) =>
                          dialogs.open(
                            'form',
                            { mode: 'edit', initial: warrantValuesOf(person), person },
                            event.target as Element,
                          )
                        }
                      >
                        {t(`${K}.edit`)}
                      </Button>
                      <DocumentFileButton
                        aria-label={t(`${K}.uploadLabel`, { name })}
                        isPending={actions.uploadingId === person.id}
                        isDisabled={actions.uploadingId !== null && actions.uploadingId !== person.id}
                        onFile={(file) => actions.upload(person, file)}
                        onRefused={actions.refused}
                      >
                        {t(`${K}.upload`)}
                      </DocumentFileButton>
                      <Button
                        variant="danger"
                        size="sm"
                        aria-label={t(`${K}.deleteLabel`, { name })}
                        onPress={(event) => deletion.ask(person, event.target as Element)}
                      >
                        {t(`${K}.delete`)}
                      </Button>
                    </Actions>
                  </Body>
                </Card>
              );
            })}
            <Note>{t(`${K}.uploadLimits`, LIMITS)}</Note>
          </Body>
        )}
      </SectionState>
      <WarrantedPersonModal
        initial={editing?.initial ?? null}
        mode={editing?.mode ?? 'create'}
        onClose={dialogs.close}
        onSubmit={async (values) => {
          const success =
            editing?.mode === 'edit' ? await actions.edit(editing.person, values) : await actions.create(values);
          dialogs.close();
          actions.said(success);
        }}
      />
      <ConfirmDialog
        isOpen={deletion.subject !== null}
        onOpenChange={(open) => {
          if (open) return;
          deletion.close();
          if (deleted.current) actions.said(deleted.current);
          deleted.current = null;
        }}
        variant="danger"
        size="md"
        title={t(`${K}.deleteTitle`)}
        confirmLabel={t(`${K}.delete`)}
        onConfirm={deletion.confirm}
        failure={(error) => ({ title: failureText(`${K}.deleteFailed`, error) })}
      >
        <p>
          {deletion.subject &&
            t(`${K}.deleteQuestion`, { name: `${deletion.subject.first_name} ${deletion.subject.last_name}` })}
        </p>
      </ConfirmDialog>
    </Card>
  );
}
