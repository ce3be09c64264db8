// One hook per call of endpoints/session.ts.
import { mutationHook, queryHook } from './factories';

/** GET rest-auth/user/ — The current user, their profiles and the active one. */
export const useCurrentUser = queryHook('currentUser');

/** POST rest-auth/password/reset/ — Sends a password reset link. */
export const usePasswordReset = mutationHook('passwordReset');

/** POST rest-auth/password/change/ — Sets a new password (with the token header). */
export const usePasswordChange = mutationHook('passwordChange');

/** PUT active-client/ — Switches to a client profile (0: create a new client). */
export const useSetActiveClient = mutationHook('setActiveClient');

/** PUT active-partner/ — Switches to a partner profile. */
export const useSetActivePartner = mutationHook('setActivePartner');

/** PUT active-epp/ — Switches to the operator profile. */
export const useSetActiveEpp = mutationHook('setActiveEpp');

/** PUT profile/language/{user_type_id}/ — Saves the interface language of a profile. */
export const useSetLanguage = mutationHook('setLanguage');
