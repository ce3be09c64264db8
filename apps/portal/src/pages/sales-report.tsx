import { SalesReportScreen } from '@epp/screens/client';
import { useParams } from 'react-router';

export default function Page() {
  const { id } = useParams();
  return <SalesReportScreen key={id} reportId={Number(id)} />;
}
