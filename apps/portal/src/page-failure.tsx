// What the portal shows when a page cannot be drawn: its code could not be loaded (a deploy replaced the chunk an
// open tab asks for, even after the one reload of load-or-reload.ts), or it crashed while rendering. Never a blank
// page: one boundary per route keeps the shell around the failure; the one at the root catches the rest.
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, ErrorBoundary } from '@epp/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

/** The message and "Laadi uuesti" (a full reload: new code for a new deploy, a fresh start after a crash). */
export function PageFailure() {
  const { t } = useEppTranslation();
  return (
    <Failure data-testid="page-failure">
      <Alert tone="error" title={t('portal.pageFailure.title')}>
        {t('portal.pageFailure.text')}
      </Alert>
      <Button variant="primary" onPress={() => window.location.reload()}>
        {t('portal.pageFailure.reload')}
      </Button>
    </Failure>
  );
}

/** Draws PageFailure in place of what failed below it; the failure goes to the console for the logs. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={() => <PageFailure />} onError={(error) => console.error('page failed', error)}>
      {children}
    </ErrorBoundary>
  );
}
