import { useShowWarrantedInfo, useWarrantUsers } from '@epp/api/hooks';
import type { WarrantedPerson } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { Card } from '@epp/ui';
import { styled } from 'styled-components';
import { FactsList } from './facts-list';
import * as styles from './profile-sections.styles';
import { SectionState } from './section-state';

const Body = styled.div`
  ${styles.fieldStack}
`;
const Note = styled.p`
  ${styles.cardNote}
`;

/** One warranted person as label–value facts: the client's read view, and each person in the operator's list. */
export function PersonFacts({ person }: { person: WarrantedPerson }) {
  const { t } = useEppTranslation();
  return (
    <FactsList
      facts={[
        { label: t('screens.profile.warranted.fields.name'), value: `${person.first_name} ${person.last_name}` },
        { label: t('screens.profile.warranted.fields.personal_code'), value: person.personal_code },
        { label: t('screens.profile.warranted.fields.email'), value: person.email },
        { label: t('screens.profile.warranted.fields.phone'), value: person.phone },
        { label: t('screens.profile.warranted.fields.company_name'), value: person.company_name },
        { label: t('screens.profile.warranted.fields.reg_code'), value: person.reg_code },
        {
          label: t('screens.profile.warranted.fields.document'),
          value: person.document ?? t('screens.profile.warranted.noDocument'),
        },
      ]}
    />
  );
}

function WarrantedPersons() {
  const { t } = useEppTranslation();
  const persons = useWarrantUsers();
  return (
    <SectionState load={persons} errorKey="screens.profile.warranted.loadError" lines={7}>
      {(rows) => (
        <Body>
          {rows.length === 0 && <Note>{t('screens.profile.warranted.none')}</Note>}
          {rows.map((person) => (
            <PersonFacts key={person.id} person={person} />
          ))}
          <Note>{t('screens.profile.warranted.readOnly')}</Note>
        </Body>
      )}
    </SectionState>
  );
}

/**
 * The company's warranted person (spec §2: read-only for clients, only when the server says to show it:
 * profile/show-warranted-info-to-client/). Nothing while it is asked or when it says no; its failure where the
 * card would be.
 */
export function WarrantedPersonSection() {
  const { t } = useEppTranslation();
  const show = useShowWarrantedInfo();
  // Nothing until the server has said whether to show it: no placeholder for a card that may not be there.
  if (show.data === false || (show.data === undefined && !show.error)) return null;
  return (
    <Card title={t('screens.profile.warranted.title')}>
      <SectionState load={show} errorKey="screens.profile.warranted.loadError" lines={7}>
        {() => <WarrantedPersons />}
      </SectionState>
    </Card>
  );
}
