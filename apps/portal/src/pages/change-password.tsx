import { ChangePasswordScreen } from '@epp/screens/public';
import { useParams } from 'react-router';

/** /change-password/{uid}/{token}: the link of the password-reset e-mail. */
export default function ChangePasswordPage() {
  const { uid = '', token = '' } = useParams();
  return <ChangePasswordScreen uid={uid} token={token} />;
}
