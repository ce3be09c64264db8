import { useRouteTitle } from '../../kit/routes';
import { createScreen, ScreenLayout } from '../../kit/screen-layout';
import { ClientProfileSections } from '../../profile/client-profile-sections';
import { ProfileViewActions } from '../../profile/profile-page-actions';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { routes } from '../../routes/route-table';

/** The profile takes no props: whose it is comes from the session. */
export type ProfileScreenProps = Record<never, never>;

function ProfileContent() {
  return (
    <ScreenLayout title={useRouteTitle(routes.client.profile)} tabs={CLIENT_PROFILE_TABS}>
      <ProfileViewActions editHref={routes.client.profileEdit.to()} />
      <ClientProfileSections mode="view" />
    </ScreenLayout>
  );
}

/**
 * /profile: the client's profile read view (spec §2 "Profile") under the profile tabs: personal data, e-mail
 * notifications, business-register data, the warranted person when the server says to show it; a link to edit.
 */
export const ProfileScreen = createScreen<ProfileScreenProps>('ProfileScreen', ProfileContent);
