import { PackagesScreen } from '@epp/screens/client';

export default function Page() {
  return <PackagesScreen />;
}
