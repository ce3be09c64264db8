import { styled } from 'styled-components';
import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { PersonalSection } from '../../profile/personal-section';
import { ProfileEditActions, ProfileViewActions } from '../../profile/profile-page-actions';
import * as styles from '../../profile/profile-sections.styles';
import { routes } from '../../routes/route-table';
import { PARTNER_PROFILE_TABS } from '../partner-tabs';

export interface PartnerProfileScreenProps {
  /** The read view (/profile, the default) or the edit view whose fields save on blur (/profile/edit). */
  mode?: 'view' | 'edit';
}

const Grid = styled.div`
  ${styles.sectionsGrid}
`;

function PartnerProfile({ mode = 'view' }: PartnerProfileScreenProps) {
  const { profile, profileEdit } = routes.partner;
  return (
    <ScreenLayout title={useRouteTitle(mode === 'edit' ? profileEdit : profile)} tabs={PARTNER_PROFILE_TABS}>
      {mode === 'edit' ? (
        <ProfileEditActions backHref={profile.to()} />
      ) : (
        <ProfileViewActions editHref={profileEdit.to()} />
      )}
      <Grid>
        <PersonalSection mode={mode} showRole />
      </Grid>
    </ScreenLayout>
  );
}

/**
 * /profile and /profile/edit of a test laboratory's user (operator spec §2 "Partner screens"): the personal data,
 * with the user's role as a disabled tag, under the partner's profile tabs (profile, users). The edit view saves
 * each field on blur as the client's does (client spec §5). No company data: the VAT number, IBAN and address
 * are hidden from partners (§6), and no partner call gives the rest.
 */
export const PartnerProfileScreen = createScreen<PartnerProfileScreenProps>('PartnerProfileScreen', PartnerProfile);
