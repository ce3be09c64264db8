// The server's answer to a failed password change, as lines (spec §8 "Password screens"): the messages of
// `detail`, `email`, `new_password1` (shown after "Parool:") and `new_password2` (after "Kordusparool:").

export interface PasswordErrorLine {
  /** Which prefix the line gets: the new password, its repeat, or none. */
  field: 'new' | 'repeat' | null;
  text: string;
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  return [];
}

export function passwordErrorLines(body: unknown): PasswordErrorLine[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  return [
    ...texts(record.detail).map((text) => ({ field: null, text })),
    ...texts(record.email).map((text) => ({ field: null, text })),
    ...texts(record.new_password1).map((text) => ({ field: 'new' as const, text })),
    ...texts(record.new_password2).map((text) => ({ field: 'repeat' as const, text })),
  ];
}

/** The form's own checks: both fields filled, and the same ("Paroolid on erinevad"). */
export function passwordFormProblems(
  password: string,
  repeat: string,
): { password?: 'required'; repeat?: 'required' | 'mismatch' } {
  const problems: { password?: 'required'; repeat?: 'required' | 'mismatch' } = {};
  if (password === '') problems.password = 'required';
  if (repeat === '') problems.repeat = 'required';
  else if (password !== '' && password !== repeat) problems.repeat = 'mismatch';
  return problems;
}
