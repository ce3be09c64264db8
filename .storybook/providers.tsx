import { FIXTURE_TODAY } from '@epp/fixtures';
import { ClockProvider } from '@epp/screens/kit';
import { EppProvider } from '@epp/widgets/provider';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createGlobalStyle } from 'styled-components';
import { storyI18n } from './story-i18n';

/** Under test (WebDriver) and in Chromatic, nothing moves: snapshots see the final state at once. */
const NoMotion = createGlobalStyle`
  *, *::before, *::after {
    animation: none !important;
    transition: none !important;
    caret-color: transparent !important;
  }
`;

export const motionDisabled =
  typeof navigator !== 'undefined' && (navigator.webdriver || /Chromatic/.test(navigator.userAgent));

function StoryRoot({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <>
      {motionDisabled && <NoMotion />}
      {/* Marks the story's own subtree, so snapshots find the story even when overlays are portalled to <body>. */}
      <div data-story-root="" style={{ display: 'contents' }}>
        {children}
      </div>
    </>
  );
}

/** The fixture world's "now": noon in Tallinn on FIXTURE_TODAY, so every screen counts its months from it. */
const FIXTURE_NOW = new Date(`${FIXTURE_TODAY}T10:00:00Z`);

/** What every story is wrapped in: the kit's i18n, theme, global styles, react-aria locale and the clock. */
export function StoryProviders({ children }: { children: ReactNode }) {
  return (
    <EppProvider i18n={storyI18n} globalStyles>
      <ClockProvider now={FIXTURE_NOW}>
        <StoryRoot>{children}</StoryRoot>
      </ClockProvider>
    </EppProvider>
  );
}
