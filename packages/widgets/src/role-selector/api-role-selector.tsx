import { useCurrentUser, useSetActiveClient, useSetActiveEpp, useSetActivePartner } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Spinner } from '@epp/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useErrorText } from '../error-text';
import { activeProfileOf, profilesOf, type RoleProfile } from './profiles';
import { RoleSelector } from './role-selector';
import * as styles from './role-selector.styles';

export interface ApiRoleSelectorProps {
  /**
   * After the server saved the switch (the current user and every query are refetched by @epp/api): the
   * caller navigates, e.g. to the role's landing page or, for 'new-client', to the new client's form.
   */
  onSwitched?: (to: RoleProfile | 'new-client') => unknown;
  /** Offer "create new client" (default true: the spec's selector always has it). */
  canCreateClient?: boolean;
}

const ErrorText = styled.p`
  ${styles.error}
`;
const Stack = styled.div`
  ${styles.stack}
`;

/**
 * The RoleSelector wired to @epp/api: profiles from useCurrentUser, a switch through useSetActiveClient /
 * useSetActivePartner / useSetActiveEpp ("create new client" sets active client 0). Choosing the active
 * profile again does nothing. A failed switch says so under the selector.
 */
export function ApiRoleSelector({ onSwitched, canCreateClient = true }: ApiRoleSelectorProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const user = useCurrentUser();
  const setClient = useSetActiveClient();
  const setPartner = useSetActivePartner();
  const setEpp = useSetActiveEpp();
  const [failure, setFailure] = useState<unknown>(null);

  if (user.isPending) return <Spinner size="sm" label={t('widgets.roleSelector.loading')} />;
  if (user.isError) return <ErrorText role="alert">{t('widgets.roleSelector.loadError')}</ErrorText>;

  const active = activeProfileOf(user.data);
  const isPending = setClient.isPending || setPartner.isPending || setEpp.isPending;

  const switchTo = async (to: RoleProfile | 'new-client') => {
    setFailure(null);
    try {
      if (to === 'new-client') await setClient.mutateAsync({ body: { client: 0 } });
      else if (to.kind === 'client') await setClient.mutateAsync({ body: { client: to.id } });
      else if (to.kind === 'partner') await setPartner.mutateAsync({ body: { partner: to.id } });
      else await setEpp.mutateAsync(undefined);
      await onSwitched?.(to);
    } catch (error) {
      setFailure(error ?? new Error('failed'));
    }
  };

  return (
    <Stack>
      <RoleSelector
        profiles={profilesOf(user.data)}
        active={active}
        isPending={isPending}
        onSelect={(profile) => {
          if (active !== 'new-client' && active?.kind === profile.kind && active.id === profile.id) return;
          void switchTo(profile);
        }}
        onCreateClient={canCreateClient ? () => void switchTo('new-client') : undefined}
      />
      {failure !== null && (
        <ErrorText role="alert">{failureText('widgets.roleSelector.switchError', failure)}</ErrorText>
      )}
    </Stack>
  );
}
