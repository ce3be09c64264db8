import { noContentSchema } from '../schemas/common';
import {
  activeClientBodySchema,
  activePartnerBodySchema,
  currentUserSchema,
  languageBodySchema,
  loginBodySchema,
  passwordChangeBodySchema,
  passwordResetBodySchema,
  sessionKeySchema,
} from '../schemas/session';
import { endpoint } from './define';

/** Session, password and profile switching (client spec §7 "Session and profile"). */
export const sessionEndpoints = {
  currentUser: endpoint({
    method: 'GET',
    path: 'rest-auth/user/',
    summary: 'The current user, their profiles and the active one',
    response: currentUserSchema,
  }),
  logout: endpoint({
    method: 'POST',
    path: 'rest-auth/logout/',
    summary: 'Ends the session on the server',
    response: noContentSchema,
  }),
  login: endpoint({
    method: 'POST',
    path: 'rest-auth/login/',
    summary: 'E-mail and password login; answers the session key',
    body: loginBodySchema,
    response: sessionKeySchema,
  }),
  passwordReset: endpoint({
    method: 'POST',
    path: 'rest-auth/password/reset/',
    summary: 'Sends a password reset link',
    body: passwordResetBodySchema,
    response: noContentSchema,
  }),
  passwordResetToken: endpoint({
    method: 'GET',
    path: 'token/{uid}/{token}',
    summary: 'Exchanges a reset link for a session key',
    kind: 'mutation',
    response: sessionKeySchema,
  }),
  passwordChange: endpoint({
    method: 'POST',
    path: 'rest-auth/password/change/',
    summary: 'Sets a new password (with the token header)',
    body: passwordChangeBodySchema,
    response: noContentSchema,
  }),
  setActiveClient: endpoint({
    method: 'PUT',
    path: 'active-client/',
    summary: 'Switches to a client profile (0: create a new client)',
    body: activeClientBodySchema,
    response: noContentSchema,
  }),
  setActivePartner: endpoint({
    method: 'PUT',
    path: 'active-partner/',
    summary: 'Switches to a partner profile',
    body: activePartnerBodySchema,
    response: noContentSchema,
  }),
  setActiveEpp: endpoint({
    method: 'PUT',
    path: 'active-epp/',
    summary: 'Switches to the operator profile',
    response: noContentSchema,
  }),
  setLanguage: endpoint({
    method: 'PUT',
    path: 'profile/language/{user_type_id}/',
    summary: 'Saves the interface language of a profile',
    body: languageBodySchema,
    response: noContentSchema,
  }),
} as const;
