import { SalesReportsScreen } from '@epp/screens/client';

export default function Page() {
  return <SalesReportsScreen />;
}
