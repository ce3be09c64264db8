import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { CLIENT_PROFILE_TABS } from '../../profile/profile-tabs';
import { CompanyUsersPanel } from '../../profile/users';
import { routes } from '../../routes/route-table';

/** The page takes no props: the users are the active company's, the rights the current user's. */
export type ProfileUsersScreenProps = Record<never, never>;

/**
 * /profile/users (spec §2 "Profile" users tab, §6): the company's users; a row opens the user's details. A
 * client admin adds users ("Lisa kasutaja": 208 and 226 answers said as §8 says), changes their details, role
 * and confirmation, and removes them; a plain user views them only.
 */
export const ProfileUsersScreen = createScreen<ProfileUsersScreenProps>('ProfileUsersScreen', ProfileUsers);

function ProfileUsers() {
  return (
    <ScreenLayout title={useRouteTitle(routes.client.profileUsers)} tabs={CLIENT_PROFILE_TABS}>
      <CompanyUsersPanel area="client" />
    </ScreenLayout>
  );
}
