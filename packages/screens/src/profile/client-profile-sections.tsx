import { styled } from 'styled-components';
import { CompanySection } from './company-section';
import { NotificationSettingsSection } from './notification-settings-section';
import { PersonalSection, type ProfileSectionProps } from './personal-section';
import * as styles from './profile-sections.styles';
import { WarrantedPersonSection } from './warranted-person-section';

const Grid = styled.div`
  ${styles.sectionsGrid}
`;

/**
 * The client's profile page body (spec §2 "Profile"): personal data, e-mail notifications, business-register
 * data and, when the server says so, the warranted person; the read view or the edit view of each. The
 * warranted person is read-only for clients, so the edit view leaves it to the read view.
 */
export function ClientProfileSections({ mode }: ProfileSectionProps) {
  return (
    <Grid>
      <PersonalSection mode={mode} />
      <CompanySection mode={mode} />
      <NotificationSettingsSection mode={mode} />
      {mode === 'view' && <WarrantedPersonSection />}
    </Grid>
  );
}
