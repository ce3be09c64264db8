/** An e-mail field's problem: empty, or not shaped like an address (something@something.tld). */
export function emailProblem(email: string): 'required' | 'invalid' | null {
  const value = email.trim();
  if (value === '') return 'required';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'invalid';
}
