import { DashboardScreen } from '@epp/screens/client';

export default function Page() {
  return <DashboardScreen />;
}
