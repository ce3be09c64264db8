// The operator's changes to a client's warranted persons (spec operator §7): create, change, delete, and the
// warrant file's upload. Each call refreshes the list (the api's invalidations); what happened is said in the
// page's alert (one id for the section, so a new answer replaces the last). Create and change fail inside their
// dialog, delete inside its confirmation; an upload's refusal or failure in the page's alert.
import {
  useAddWarrantedPerson,
  useDeleteWarrantedPerson,
  useUpdateWarrantedPerson,
  useUploadWarrantFile,
} from '@epp/api/hooks';
import type { WarrantedPerson } from '@epp/api/schemas';
import { type Message, message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { type WarrantValues, warrantBody } from './warranted-person-values';

const K = 'screens.operator.clientWarranted';
const ALERT = 'client-warranted-persons';

const nameOf = (person: Pick<WarrantedPerson, 'first_name' | 'last_name'>) =>
  `${person.first_name} ${person.last_name}`.trim();

export function useWarrantedPersonActions(clientId: number) {
  const alerts = usePageAlerts();
  const add = useAddWarrantedPerson();
  const update = useUpdateWarrantedPerson();
  const remove = useDeleteWarrantedPerson();
  const uploadFile = useUploadWarrantFile();
  const [uploadingId, setUploadingId] = useState<number | null>(null);
  const params = (warrantId: number) => ({ clientId, warrantId });

  const upload = useSubmitOnce(async (person: WarrantedPerson, file: File) => {
    setUploadingId(person.id);
    alerts.dismiss(ALERT);
    try {
      await uploadFile.mutateAsync({ params: { warrantId: person.id }, body: { file } });
      alerts.success(message(`${K}.uploaded`, { name: nameOf(person), file: file.name }), { id: ALERT });
    } catch (error) {
      alerts.error(failureMessage(`${K}.uploadFailed`, error), { id: ALERT });
    } finally {
      setUploadingId(null);
    }
  });

  return {
    /** Adds; the message to say once its dialog has closed (`said`). */
    create: async (values: WarrantValues): Promise<Message> => {
      alerts.dismiss(ALERT);
      await add.mutateAsync({ params: { clientId }, body: warrantBody(values) });
      return message(`${K}.created`, { name: nameOf(values) });
    },
    edit: async (person: WarrantedPerson, values: WarrantValues): Promise<Message> => {
      alerts.dismiss(ALERT);
      await update.mutateAsync({ params: params(person.id), body: warrantBody(values) });
      return message(`${K}.edited`, { name: nameOf(values) });
    },
    /** A change's success, said in the page once the dialog is gone (an alert behind an open modal is hidden). */
    said: (success: Message) => alerts.success(success, { id: ALERT }),
    remove: async (person: WarrantedPerson): Promise<Message> => {
      alerts.dismiss(ALERT);
      await remove.mutateAsync({ params: params(person.id) });
      return message(`${K}.deleted`, { name: nameOf(person) });
    },
    upload: (person: WarrantedPerson, file: File) => void upload.run(person, file),
    /** A chosen file the checks refused: why, in the page's alert; nothing is sent. */
    refused: (reason: Message) => alerts.error(message(`${K}.uploadRefused`, { reason }), { id: ALERT }),
    uploadingId,
  };
}
