import { useCurrentUser, useLogout, useSetLanguage } from '@epp/api/hooks';
import { LANDING_ROUTES } from '@epp/core';
import { type Language, useEppTranslation } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import type { RoleProfile } from '@epp/widgets/role-selector';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { routes } from '../../routes/route-table';

/** Where a profile switch leads: the new role's landing page; "create new client" to the contract form. */
export function switchTarget(to: RoleProfile | 'new-client'): string {
  if (to === 'new-client') return routes.client.dashboardContract.to();
  return LANDING_ROUTES[to.kind];
}

/**
 * The header's actions: log out (the call may fail; the session and the cache are cleared either way, then
 * the user goes to /login), the language switch (the UI language at once, saved on the active profile),
 * and the landing page after a profile switch.
 */
export function useShellActions() {
  const navigate = useNavigate();
  const logout = useLogout();
  const setLanguage = useSetLanguage();
  const user = useCurrentUser();
  const { i18n } = useEppTranslation();

  // Once: a second press while the call runs does nothing. Its failure is no error to show (useLogout
  // clears the session and the cache either way); the login page follows.
  const logOutOnce = useSubmitOnce(async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate(routes.public.login.to());
  });
  const { run: runLogOut } = logOutOnce;
  const logOut = useCallback(() => void runLogOut(), [runLogOut]);

  const changeLanguage = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      const profileId = user.data?.active_profile_user_type_id;
      if (profileId) setLanguage.mutate({ params: { user_type_id: String(profileId) }, body: { language } });
    },
    [i18n, setLanguage, user.data?.active_profile_user_type_id],
  );

  const switched = useCallback((to: RoleProfile | 'new-client') => navigate(switchTarget(to)), [navigate]);

  return { logOut, isLoggingOut: logOutOnce.isPending, changeLanguage, switched };
}
