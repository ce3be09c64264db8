import { partnerTests, RETURN_LINE_CONTENT_TYPE, returnLineThread, scenarios, storeFor } from '@epp/mocks';
import { ApiCommentsThread } from '@epp/widgets/comments-thread';
import { ImportDropzone } from '@epp/widgets/import-dropzone';
import { ApiSigningModal } from '@epp/widgets/signing-modal';
import { TestMeasurementForm } from '@epp/widgets/test-measurement-form';
import { useTranslation } from 'react-i18next';
import { PackagesTable } from './packages-table';

const thread = returnLineThread(storeFor(scenarios.clientActiveContract).db);
const measurement = partnerTests(storeFor(scenarios.partner).db).openEan13;

export function App() {
  // the host's own namespace keeps its types beside the kit's
  const { t } = useTranslation('translation');
  return (
    <main>
      <h1>{t('hello')}</h1>
      <section data-widget="table">
        <PackagesTable />
      </section>
      <section data-widget="import">
        <ImportDropzone kind="sales" period="10.2026" onImport={async () => undefined} />
      </section>
      <section data-widget="measurement">
        <TestMeasurementForm test={measurement} onSubmit={async () => undefined} />
      </section>
      <section data-widget="comments">
        <ApiCommentsThread contentTypeId={RETURN_LINE_CONTENT_TYPE} objectId={thread.objectId} viewerRole="CLIENT" />
      </section>
      <ApiSigningModal isOpen onClose={() => undefined} onSigned={() => undefined} loginMethod="mobile_id" />
    </main>
  );
}
