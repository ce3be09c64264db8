/**
 * A memo comparison for a list's table apart from its filter bar: equal when every value prop is the same
 * object. Callbacks are not compared: the list's hooks make new ones each render, and what each reads (sort,
 * page, the rows, the address) is itself a prop compared here. So a keystroke that changes only the filter
 * bar's draft does not re-render 10,000 rows in "Kõik".
 */
export function sameValueProps<P extends object>(previous: P, next: P): boolean {
  return (Object.keys(next) as (keyof P)[]).every(
    (key) => typeof next[key] === 'function' || Object.is(previous[key], next[key]),
  );
}
