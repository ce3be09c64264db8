// Shared by the Screens/Shell stories: the shell at a framed width around a stand-in page, with the cookie
// consent already given (except where the banner is the subject). The clock is the story providers' (the
// fixture day), as in every story.

import { FIXTURE_TODAY } from '@epp/fixtures';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { AppShell, type ShellRole } from '@epp/screens/shell';
import { COOKIE_CONSENT_KEY, type ConsentStorage, cookieConsentValue } from '@epp/widgets/cookie-banner';
import type { ReactNode } from 'react';
import { within } from 'storybook/test';
import { T } from '../../support/text';

/** When the stories' consent was given: the fixture day's first moment, before the providers' clock. */
const CONSENT_GIVEN_AT = new Date(`${FIXTURE_TODAY}T00:00:00Z`).getTime();

/** The test id of the page inside the shell: it renders once the current user has loaded and passed the gates. */
export const PAGE_CONTENT = 'page-content';

/** Waits until the shell shows its page (the current user has loaded; no gate stands in the way). */
export function pageShown(canvasElement: HTMLElement): Promise<HTMLElement> {
  return within(canvasElement).findByTestId(PAGE_CONTENT);
}

/** A memory storage; with `accepted` it holds a consent given on the fixture day. */
export function consentStorage(accepted: boolean): ConsentStorage {
  const values = new Map<string, string>();
  if (accepted) values.set(COOKIE_CONSENT_KEY, cookieConsentValue(CONSENT_GIVEN_AT));
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

export interface ShellFrameProps {
  /** The shell's role (named `mode` here: a literal `role` prop reads as an ARIA role to the linter). */
  mode: ShellRole;
  width: number;
  labels: readonly TranslationKey[];
  cookiesAccepted?: boolean;
  /** Where the consent is read instead (e.g. the browser's cookies as the portal keeps them). */
  cookieStorage?: ConsentStorage;
  /** The page inside the shell; a stand-in paragraph naming the route by default. */
  children?: ReactNode;
}

/** The shell in a frame of `width` px (its container queries follow the frame); the transform keeps fixed parts inside. */
export function ShellFrame({ mode, width, labels, cookiesAccepted = true, cookieStorage, children }: ShellFrameProps) {
  const { t } = useEppTranslation();
  return (
    <div style={{ width, height: 800, overflow: 'hidden', transform: 'translateZ(0)' }}>
      <AppShell
        role={mode}
        labels={labels.map((key) => t(key))}
        cookieStorage={cookieStorage ?? consentStorage(cookiesAccepted)}
      >
        {children ?? (
          <p data-testid={PAGE_CONTENT}>
            <T k={labels[labels.length - 1] ?? 'routes.dashboard'} />
          </p>
        )}
      </AppShell>
    </div>
  );
}
