import type { CurrentUser } from '@epp/api';
import { useApiClient } from '@epp/api/hooks';
import { roleLanding } from '@epp/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * After a login stored the session: loads the current user and hands it to `onLoggedIn`, or else goes to
 * the role's landing page (operator → registry applications, partner → packages in testing, client →
 * dashboard).
 */
export function useAfterLogin(onLoggedIn?: (user: CurrentUser) => void) {
  const client = useApiClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const user = await client.call('currentUser');
    if (onLoggedIn) onLoggedIn(user);
    else navigate(roleLanding(user));
  }, [client, navigate, onLoggedIn]);
}
