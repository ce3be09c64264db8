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

/**
 * What needs the signed-in user (the shell's gate, the landing redirect) gets it from here: a spinner while it
 * loads, and a failed load said with the reason and a retry, never a blank page.
 */
export function WithCurrentUser({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner label={t('common.currentUser.loading')} showLabel />;
  if (user.isError) {
    return (
      <Status>
        <Alert tone="error" title={t('common.currentUser.loadError', { error: errorText(user.error) })} />
        <Button variant="secondary" onPress={() => void user.refetch()}>
          {t('common.actions.retry')}
        </Button>
      </Status>
    );
  }
  return children(user.data);
}
