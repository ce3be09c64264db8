// The names a generated part is known by, all derived from the one kebab-case name given on the command line:
// the folder and files (`demo-list`), the component (`DemoList`), keys and variables (`demoList`).

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Whether a name is kebab-case: lower-case words of letters and digits joined by single hyphens. */
export function isKebabName(name) {
  return typeof name === 'string' && KEBAB.test(name);
}

/**
 * `'demo-list'` → `{ kebab: 'demo-list', pascal: 'DemoList', camel: 'demoList' }`.
 * @param {string} kebab
 */
export function namesOf(kebab) {
  if (!isKebabName(kebab))
    throw new Error(`"${kebab}" is not a kebab-case name (lower-case words joined by hyphens, e.g. demo-list)`);
  const words = kebab.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  return { kebab, pascal, camel: pascal[0].toLowerCase() + pascal.slice(1) };
}

/** `'camelCase'` → `'CamelCase'`. */
export const capitalized = (name) => name[0].toUpperCase() + name.slice(1);
