/** The trimmed text of the first element matching `selector`, or null. */
export function textAt(selector: string): string | null {
  const text = document.querySelector(selector)?.textContent;
  return text == null ? null : text.trim();
}
