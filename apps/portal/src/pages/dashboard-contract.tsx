import { DashboardContractScreen } from '@epp/screens/client';

export default function Page() {
  return <DashboardContractScreen />;
}
