import { useEppTranslation } from '@epp/i18n';
import { styled } from 'styled-components';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';
import * as styles from '../public-layout/public-layout.styles';
import { COOKIE_TABLE } from './cookie-table';

export type CookiesScreenProps = PublicCookieProps;

const Table = styled.table`
  ${styles.table}
`;

/** /cookies: the cookie policy as a table of name, purpose and duration. */
export function CookiesScreen({ cookieStorage }: CookiesScreenProps) {
  const { t } = useEppTranslation();
  return (
    <PublicLayout title={t('screens.public.cookies.title')} wide cookieStorage={cookieStorage}>
      <p>{t('screens.public.cookies.intro')}</p>
      <Table>
        <caption>{t('screens.public.cookies.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('screens.public.cookies.name')}</th>
            <th scope="col">{t('screens.public.cookies.purpose')}</th>
            <th scope="col">{t('screens.public.cookies.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {COOKIE_TABLE.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{t(row.purposeKey)}</td>
              <td>{t(row.durationKey)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </PublicLayout>
  );
}
