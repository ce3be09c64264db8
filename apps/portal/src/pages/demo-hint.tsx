// The demo accounts under the e-mail login, in demo mode only (this module is not loaded otherwise: the page
// imports it, and the accounts come from the fixtures' small accounts module, not the whole fixture set).
import { formatDisplayDate } from '@epp/core';
import { demoLoginHint } from '@epp/fixtures/demo/accounts';
import { DEMO_TODAY } from '@epp/fixtures/demo/clock';
import { useEppTranslation } from '@epp/i18n';
import { Alert } from '@epp/ui';

export function DemoHint() {
  const { t } = useEppTranslation();
  return (
    <Alert tone="info" title={t('portal.demoHint.title')}>
      <p>{t('portal.demoHint.text', { password: demoLoginHint.password })}</p>
      <ul>
        {demoLoginHint.accounts.map(({ email, name, organisation }) => (
          <li key={email}>{t('portal.demoHint.account', { email, name, organisation })}</li>
        ))}
      </ul>
      <p>{t('portal.demoHint.today', { date: formatDisplayDate(DEMO_TODAY) })}</p>
    </Alert>
  );
}
