import type { CurrentUser } from '@epp/api';
import { useCurrentUser } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Spinner } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Status = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
`;

/** A failed load of the signed-in user: the reason and a retry (also the portal's answer before it has a shell). */
export function CurrentUserLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  return (
    <Status>
      <Alert tone="error" title={t('common.currentUser.loadError', { error: errorText(error) })} />
      <Button variant="secondary" onPress={onRetry}>
        {t('common.actions.retry')}
      </Button>
    </Status>
  );
}

/**
 * What needs the signed-in user (the shell's gate, the landing redirect) gets it from here: a spinner while it
 * loads, and a failed load said with the reason and a retry, never a blank page.
 */
export function WithCurrentUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useEppTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t('common.currentUser.loading')} showLabel />;
  if (user.isError) return <CurrentUserLoadFailure error={user.error} onRetry={() => void user.refetch()} />;
  return children(user.data);
}
