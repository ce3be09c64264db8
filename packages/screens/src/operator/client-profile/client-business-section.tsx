import { useAdminClient } from '@epp/api/hooks';
import type { AdminClient } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Button, Card } from '@epp/ui';
import { styled } from 'styled-components';
import { actionRow } from '../../kit';
import { FactsList } from '../../profile/facts-list';
import * as styles from '../../profile/profile-sections.styles';
import { SectionState } from '../../profile/section-state';
import { useSyncPackages } from './use-sync-packages';

const K = 'screens.operator.clientBusiness';
const F = 'screens.profile.company.fields';

const Body = styled.div`
  ${styles.fieldStack}
`;
const Actions = styled.div`
  ${actionRow}
`;

export interface ClientBusinessSectionProps {
  /** The client's id from the address; NaN where malformed. */
  clientId: number;
}

function BusinessFacts({ client }: { client: AdminClient }) {
  const { t } = useEppTranslation();
  return (
    <FactsList
      facts={[
        { label: t(`${F}.name`), value: client.name },
        { label: t(`${F}.reg_number`), value: client.reg_number },
        { label: t(`${F}.kmkr`), value: client.kmkr },
        { label: t(`${F}.basis`), value: client.latest_basis?.label },
        { label: t(`${F}.email`), value: client.invoice_email },
        { label: t(`${F}.iban`), value: client.iban },
        { label: t(`${F}.full_address`), value: client.address.full_address },
        { label: t(`${F}.city`), value: client.address.city },
        { label: t(`${F}.zip_code`), value: client.address.zip_code },
      ]}
    />
  );
}

/**
 * The client's business registry data as the operator sees it (GET administrator/client/{id}/, the query the
 * page's frame reads too), read-only in the client's own profile look, and "Sünkroniseeri pakendid".
 */
export function ClientBusinessSection({ clientId }: ClientBusinessSectionProps) {
  const { t } = useEppTranslation();
  const client = useAdminClient({ params: { client_id: clientId } }, { enabled: Number.isFinite(clientId) });
  const packages = useSyncPackages(clientId);
  return (
    <Card title={t('screens.profile.company.title')}>
      <SectionState load={client} errorKey={`${K}.loadError`} lines={9}>
        {(data) => (
          <Body>
            <BusinessFacts client={data} />
            <Actions>
              <Button variant="secondary" isPending={packages.isSyncing} onPress={packages.sync}>
                {t(`${K}.syncPackages`)}
              </Button>
            </Actions>
          </Body>
        )}
      </SectionState>
    </Card>
  );
}
