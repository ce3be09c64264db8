// The portal's signed-in page around a screen: the portal draws every signed-in screen inside its role's AppShell,
// whose gate (WithCurrentUser) loads the current user first and shows that load's failure with a retry. The pass
// cannot import the portal's own page (apps/portal: stories sit below it, scripts/check-boundaries.mjs); its seam
// is the shell it draws, @epp/screens/shell's AppShell, the same component the portal's SignedInPage renders.
import type { ShellRole } from '@epp/screens/shell';
import { AppShell } from '@epp/screens/shell';
import type { Decorator } from '@storybook/react-vite';
import { consentStorage } from '../screens/shell/shell-story';

/** The signed-in roles' story folders and the shell each is drawn in. */
const shellRoles: Readonly<Record<string, ShellRole>> = { client: 'client', partner: 'partner', operator: 'operator' };

/** The role whose shell a screen story file is drawn in by the portal; undefined for public and shell files. */
export const shellRoleOf = (file: string): ShellRole | undefined => shellRoles[file.split('/')[0] ?? ''];

/** A story decorator: the screen inside its role's shell, the cookie consent given (the banner is another case). */
export const inShell =
  (role: ShellRole): Decorator =>
  (Story) => (
    <AppShell role={role} labels={[]} cookieStorage={consentStorage(true)}>
      <Story />
    </AppShell>
  );
