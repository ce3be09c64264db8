import type { CurrentUser } from '@epp/api';
import { useEppTranslation } from '@epp/i18n';
import { Link, Tab, TabList, TabPanel, Tabs } from '@epp/ui';
import type { IdCardAdapter } from '@epp/widgets/signing-modal';
import { useCallback, useLayoutEffect, useState } from 'react';
import { styled } from 'styled-components';
import { publicRoutes } from '../../routes/public-routes';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';
import { useAfterLogin } from '../public-layout/use-after-login';
import { EidLogin } from './eid-login';
import { IdCardLogin } from './id-card-login';
import type { EidLoginValues } from './login-form';

export type LoginMethodKey = 'mobile-id' | 'smart-id' | 'id-card';
const LOGIN_METHODS: readonly string[] = ['mobile-id', 'smart-id', 'id-card'] satisfies LoginMethodKey[];
const isLoginMethod = (key: unknown): key is LoginMethodKey => LOGIN_METHODS.includes(key as string);

/**
 * On a phone-narrow screen the three method tabs share the card's width with less padding: at 320 CSS px the
 * kit's tabs (each its text's width) did not fit and the tab list scrolled sideways (WCAG 1.4.10 Reflow).
 */
const Methods = styled.div`
  @media (max-width: 400px) {
    [role='tab'] {
      flex: 1 1 auto;
      padding-inline: ${({ theme }) => theme.space[1]};
      text-align: center;
    }
  }
`;

/**
 * The method tab a visitor pressed in the page rendered to HTML before its scripts ran: the press did nothing
 * then but focus the tab, so when React takes the page over, a focused method tab is the visitor's choice.
 */
function usePressedBeforeHydration(select: (method: LoginMethodKey) => void) {
  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.getAttribute('role') === 'tab' && isLoginMethod(focused.dataset.key))
      select(focused.dataset.key);
  }, [select]);
}

export interface LoginScreenProps extends PublicCookieProps {
  /**
   * Whether e-mail and password login is offered (spec: "when enabled"; no call tells it, so the portal
   * decides, e.g. from its build settings). Off by default.
   */
  emailLoginEnabled?: boolean;
  /** The method tab shown first; Mobile-ID by default. */
  defaultMethod?: LoginMethodKey;
  /** After login, with the loaded current user; by default the screen goes to the role's landing page. */
  onLoggedIn?: (user: CurrentUser) => void;
  /** The ID-card software (stories and tests pass their own). */
  idCard?: IdCardAdapter;
  /** The Mobile-ID / Smart-ID status poll interval; 1000 ms by default. */
  intervalMs?: number;
}

/**
 * /login: Mobile-ID (phone and personal code), Smart-ID (personal code, country EE) and ID-card as tabs,
 * and a link to e-mail login when enabled. On success the session is stored and the user goes on.
 */
export function LoginScreen({
  emailLoginEnabled = false,
  defaultMethod = 'mobile-id',
  onLoggedIn,
  idCard,
  intervalMs,
  cookieStorage,
}: LoginScreenProps) {
  const { t } = useEppTranslation();
  const afterLogin = useAfterLogin(onLoggedIn);
  const [values, setValues] = useState<EidLoginValues>({ phone: '', personalCode: '' });
  // Merged into the latest state: two fields may change in one tick (both handed over at hydration).
  const change = useCallback(
    (patch: Partial<EidLoginValues>) => setValues((current) => ({ ...current, ...patch })),
    [],
  );
  const [attempt, setAttempt] = useState(0);
  const restart = useCallback(() => setAttempt((count) => count + 1), []);
  const [selectedMethod, setSelectedMethod] = useState<LoginMethodKey>(defaultMethod);
  usePressedBeforeHydration(setSelectedMethod);

  return (
    <PublicLayout title={t('screens.public.login.title')} cookieStorage={cookieStorage}>
      <Tabs selectedKey={selectedMethod} onSelectionChange={(key) => isLoginMethod(key) && setSelectedMethod(key)}>
        <Methods>
          <TabList aria-label={t('screens.public.login.methods')}>
            <Tab id="mobile-id">{t('screens.public.login.mobileId')}</Tab>
            <Tab id="smart-id">{t('screens.public.login.smartId')}</Tab>
            <Tab id="id-card">{t('screens.public.login.idCard')}</Tab>
          </TabList>
        </Methods>
        {(['mobile-id', 'smart-id'] as const).map((method) => (
          <TabPanel key={method} id={method}>
            <EidLogin
              key={attempt}
              method={method}
              values={values}
              onChange={change}
              onRestart={restart}
              onSucceeded={afterLogin}
              {...(intervalMs ? { intervalMs } : {})}
            />
          </TabPanel>
        ))}
        <TabPanel id="id-card">
          <IdCardLogin onSucceeded={afterLogin} {...(idCard ? { idCard } : {})} />
        </TabPanel>
      </Tabs>
      {emailLoginEnabled && (
        <Link href={publicRoutes.loginEmail.to()} variant="standalone">
          {t('screens.public.login.emailLink')}
        </Link>
      )}
    </PublicLayout>
  );
}
