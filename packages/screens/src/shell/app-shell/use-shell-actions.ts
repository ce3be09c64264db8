import { useCurrentUser, useLogout, useSetLanguage } from '@epp/api/hooks';
import { LANDING_ROUTES } from '@epp/core';
import { type Language, useEppTranslation } from '@epp/i18n';
import type { RoleProfile } from '@epp/widgets/role-selector';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Where a profile switch leads: the new role's landing page; "create new client" to the contract form. */
export function switchTarget(to: RoleProfile | 'new-client'): string {
  if (to === 'new-client') return '/dashboard/contract';
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

  const logOut = useCallback(() => {
    if (logout.isPending) return;
    logout.mutate(undefined, { onSettled: () => navigate('/login') });
  }, [logout, navigate]);

  const changeLanguage = useCallback(
    (language: Language) => {
      void i18n.changeLanguage(language);
      const profileId = user.data?.active_profile_user_type_id;
      if (profileId) setLanguage.mutate({ params: { user_type_id: String(profileId) }, body: { language } });
    },
    [i18n, setLanguage, user.data?.active_profile_user_type_id],
  );

  const switched = useCallback((to: RoleProfile | 'new-client') => navigate(switchTarget(to)), [navigate]);

  return { logOut, isLoggingOut: logout.isPending, changeLanguage, switched };
}
