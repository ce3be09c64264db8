import { AddPackageScreen } from '@epp/screens/client';

export default function Page() {
  return <AddPackageScreen />;
}
