import { styled } from 'styled-components';
import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { PersonalSection } from '../../profile/personal-section';
import * as styles from '../../profile/profile-sections.styles';
import { routes } from '../../routes/route-table';

/** The page takes no props: it shows the signed-in operator's own data. */
export type OperatorProfileScreenProps = Record<never, never>;

const Grid = styled.div`
  ${styles.sectionsGrid}
`;

/**
 * The operator's own profile (/epp-profile, spec operator §2, routes.md "personal data"): the profile feature's
 * personal section (name, personal code of the login, e-mail, phone, profession) read-only, as the partner's and
 * the client's read views draw it. The operator has no company data and no edit address.
 */
export const OperatorProfileScreen = createScreen<OperatorProfileScreenProps>('OperatorProfileScreen', () => (
  <ScreenLayout title={useRouteTitle(routes.operator.profile)}>
    <Grid>
      <PersonalSection mode="view" />
    </Grid>
  </ScreenLayout>
));
