/**
 * A phone field's problem: empty, or not a phone number as people type one — an optional leading "+" (a country
 * code), then digits that spaces, hyphens or brackets may group; 7 to 15 digits in all (an Estonian landline has
 * 7, E.164 allows at most 15). The spec gives no format; this refuses what no one could call.
 */
export function phoneProblem(phone: string): 'required' | 'invalid' | null {
  const value = phone.trim();
  if (value === '') return 'required';
  if (!/^\+?[\d\s()-]+$/.test(value)) return 'invalid';
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15 ? null : 'invalid';
}
