import { useEffect, useState } from 'react';

/**
 * The attribute that marks a page's focus home: where the focus goes when it would otherwise fall to the page's
 * body and nothing nearer is left. The screen kit's page root carries it (ScreenLayout in @epp/screens).
 */
export const FOCUS_HOME_ATTRIBUTE = 'data-focus-home';

/** Marks the kit Modal's surface, so a closing modal knows whether another is still open over the page. */
export const MODAL_SURFACE_ATTRIBUTE = 'data-modal-surface';

/** What Tab stops at: enabled controls and links, and elements put in the tab order. */
const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const firstTabbableIn = (element: Element) => element.querySelector<HTMLElement>(TABBABLE);

/**
 * When a modal closes, react-aria gives the focus back to the control that opened it — if that control is still in
 * the page. The modal's action may have taken it away (deleting a person removes the person's card and its
 * "Kustuta"; signing the contract removes "Sõlmi leping"); react-aria then leaves the focus on the page's body, where
 * a keyboard or screen-reader user must start again from the top. So this remembers where the opener was (its
 * ancestors, read during the modal's first render, before react-aria moves the focus in) and, once react-aria has
 * done its part, moves a focus left on the body to the first control of the nearest of those places still in the
 * page (the persons' card with its "Lisa volitatud isik"), else of the page's focus home as it was then (the
 * profile's first tab when "Sõlmi leping" is gone: that modal was opened from another, in a portal).
 *
 * Called while the modal's content is mounted: its content unmounts when the modal closes.
 */
export function useFocusHomeOnClose(): void {
  // Nearest first, the page's focus home last, as they are when the modal opens; only places inside the home, so
  // that a page left since (a navigation, a story's end) takes its places with it, and nothing on the next page is
  // focused for it. Without a focus home (a widget in a host's page) react-aria's own behaviour stands.
  const [openerPlaces] = useState(() => {
    const home = typeof document === 'undefined' ? null : document.querySelector(`[${FOCUS_HOME_ATTRIBUTE}]`);
    if (!home) return [];
    const places: Element[] = [];
    const opener = document.activeElement;
    if (opener && home.contains(opener))
      for (let place: Element | null = opener; place && place !== home; place = place.parentElement) places.push(place);
    places.push(home);
    return places;
  });
  useEffect(
    () => () => {
      // react-aria restores the focus in an animation frame of its own after the modal's content unmounts.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const focused = document.activeElement;
          if (focused !== null && focused !== document.body) return;
          // A modal still open (this one was a confirmation over it) keeps the focus inside it (react-aria's
          // containment): a control of the page behind is no place for it. Run q39: a confirmation's "Saada
          // testimisse" was disabled while sending, the focus fell to the body, and this sent it to the page's first
          // tab, out of the modal still open.
          if (document.querySelector(`[${MODAL_SURFACE_ATTRIBUTE}]`)) return;
          for (const place of openerPlaces.filter((candidate) => candidate.isConnected)) {
            const control = firstTabbableIn(place);
            if (control) return control.focus();
          }
        }),
      );
    },
    [openerPlaces],
  );
}
