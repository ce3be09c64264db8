import { type RefObject, useLayoutEffect } from 'react';

/**
 * Hands React what a visitor typed into a field of a page rendered to HTML before its scripts ran. Hydration
 * leaves the field's text as it is but does not tell the component (React 19 keeps the value it rendered, and
 * its next render of the field would put that back): on mount, a text that differs from the one React rendered
 * (the element's defaultValue) is reported as the input event it was, so the field's state takes it. In a page
 * React renders itself the two are equal and nothing happens.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>): void {
  useLayoutEffect(() => {
    const field = ref.current;
    if (!field || field.value === field.defaultValue) return;
    const typed = field.value;
    // React watches `value` on the element itself: set there, it believes the field holds what it rendered;
    // the prototype's own setter then puts the typed text back without React seeing it, and the input event
    // makes React compare the two, as for a key press.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, [ref]);
}
