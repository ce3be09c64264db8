import { useMessageText } from '@epp/i18n';
import type { FailureLine } from './problem-texts';

/** The text of a failure line in the interface language: a server code as it is, a message translated. */
export function useFailureLineText(): (line: FailureLine) => string {
  const text = useMessageText();
  return (line) => ('code' in line ? line.code : text(line));
}
