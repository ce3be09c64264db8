import { ApplicationsScreen } from '@epp/screens/client';

export default function Page() {
  return <ApplicationsScreen />;
}
