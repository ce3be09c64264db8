import { ForgotPasswordScreen } from '@epp/screens/public';

export default function Page() {
  return <ForgotPasswordScreen />;
}
