// The one Back of a detail page: to the list the user came from, with its filters, sort and page; opened
// directly (no earlier page in the app), to the route's parent. Lists open their rows with `useOpenFromList`,
// which remembers the list's address in the route state.
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Button, ChevronLeftIcon } from '@epp/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { styled } from 'styled-components';

/** The route state a list passes when it opens a row: `navigate(path, { state: fromListState(here) })`. */
export function fromListState(from: string): { from: string } {
  return { from };
}

/** The list a page was opened from (a path of this app, never another site), if its state says one. */
export function fromListOf(state: unknown): string | undefined {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : undefined;
}

/** Opens a path (a row's details) remembering the current list with its filters, sort and page, for Back. */
export function useOpenFromList(): (path: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback((path: string) => navigate(path, { state: fromListState(here) }), [navigate, here]);
}

/**
 * Back from a detail page: to the list it was opened from (`useOpenFromList`); else one step back in the
 * app's history; opened directly, to `parentPath`. `back(state)` carries a state to where it leads (an
 * arrival notice), so it goes to the list or the parent, never a history step.
 */
export function useBackAction(parentPath: string): (state?: unknown) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const from = fromListOf(location.state);
  const hasHistory = location.key !== 'default';
  return useCallback(
    (state?: unknown) => {
      if (from) navigate(from, { state });
      else if (state === undefined && hasHistory) navigate(-1);
      else navigate(parentPath, { state });
    },
    [navigate, from, hasHistory, parentPath],
  );
}

const Row = styled.div`
  display: flex;
  @media print {
    display: none;
  }
`;

export interface BackButtonProps {
  /** Where Back leads when the page was opened directly: the route's parent (the role's list). */
  parentPath: string;
  label: TranslationKey;
}

/** The detail page's Back above its content (`useBackAction`); not printed. */
export function BackButton({ parentPath, label }: BackButtonProps) {
  const { t } = useEppTranslation();
  const back = useBackAction(parentPath);
  return (
    <Row>
      <Button variant="secondary" size="sm" onPress={() => back()}>
        <ChevronLeftIcon />
        {t(label)}
      </Button>
    </Row>
  );
}
