import { useRouteTitle } from '../../kit/routes';
import { createScreen, ScreenLayout } from '../../kit/screen-layout';
import { ClientProfileSections } from '../../profile/client-profile-sections';
import { ProfileEditActions } from '../../profile/profile-page-actions';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { routes } from '../../routes/route-table';

/** The edit view takes no props: whose profile and what may change come from the session. */
export type ProfileEditScreenProps = Record<never, never>;

function ProfileEditContent() {
  return (
    <ScreenLayout title={useRouteTitle(routes.client.profileEdit)} tabs={CLIENT_PROFILE_TABS}>
      <ProfileEditActions backHref={routes.client.profile.to()} />
      <ClientProfileSections mode="edit" />
    </ScreenLayout>
  );
}

/**
 * /profile/edit: the profile's fields, each saved when the user leaves it (spec §5: only when every field is
 * filled; a failed save restores the old value and says why). A client admin changes the company's contact and
 * invoicing data too; a plain client user reads them (spec §5, §6). Notification switches save at once.
 */
export const ProfileEditScreen = createScreen<ProfileEditScreenProps>('ProfileEditScreen', ProfileEditContent);
