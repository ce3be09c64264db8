import { PrivacyPolicyScreen } from '@epp/screens/public';

export default function Page() {
  return <PrivacyPolicyScreen />;
}
