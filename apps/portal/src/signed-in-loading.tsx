import { ShellSkeleton } from '@epp/screens/shell-skeleton';
import { Loading } from './loading';

/**
 * While a signed-in page's shell, texts or current user load: the shell's frame at once, the spinner where the page
 * will be (a spinner alone sat in the top-left of a blank page, #26).
 */
export function SignedInLoading() {
  return (
    <ShellSkeleton>
      <Loading />
    </ShellSkeleton>
  );
}
