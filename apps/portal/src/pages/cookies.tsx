import { CookiesScreen } from '@epp/screens/public';

export default function Page() {
  return <CookiesScreen />;
}
