import { SalesReportRepairScreen } from '@epp/screens/client';
import { useParams } from 'react-router';

export default function Page() {
  const { id } = useParams();
  return <SalesReportRepairScreen key={id} reportId={Number(id)} />;
}
