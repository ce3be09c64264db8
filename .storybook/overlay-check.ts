// An overlay open when a story ends (a popover, a list, a menu, a tooltip, a dialog) is portalled to <body>,
// outside the story's element. A full-screen story's picture is the whole page, so the overlay is in it; a
// component story's picture is its element's box, and an overlay reaching past that box comes out cut off (the
// notification bell's empty panel was a sliver under the button). Checked before each component snapshot, like
// the focus ring (./focus-ring-check.ts): every open overlay lies wholly inside the picture. A story that ends
// with one open gives it room (a frame tall enough, `stories/support/field-frame.tsx`) or takes the full-screen
// layout.
import { expect } from 'vitest';
import { isInside } from './focus-ring-check';

const OVERLAY_ROLES = ['dialog', 'alertdialog', 'listbox', 'menu', 'tooltip'];
const OVERLAYS = OVERLAY_ROLES.map((role) => `[role="${role}"]`).join(', ');

/** The overlay's role and name: its label, or the text of what labels it, or the start of its text. */
function describeOverlay(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.split(' ')[0];
  const label = element.getAttribute('aria-label') ?? (labelledBy && document.getElementById(labelledBy)?.textContent);
  return `${element.getAttribute('role')} "${(label || element.textContent || '').trim().slice(0, 40)}"`;
}

/** Before each component snapshot (see the top of this file). */
export function expectOverlaysInside(root: HTMLElement): void {
  const box = root.getBoundingClientRect();
  const overlays = [...document.querySelectorAll<HTMLElement>(OVERLAYS)].filter(
    // portalled (outside the story's element) and drawn: a closed list or a hidden dialog is not in any picture
    (element) => !root.contains(element) && element.checkVisibility({ opacityProperty: true }),
  );
  for (const overlay of overlays) {
    const rect = overlay.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) continue;
    expect(
      isInside(rect, box),
      `the open ${describeOverlay(overlay)} is cut off by the snapshot's edge: give the story room for it (a frame) or the full-screen layout`,
    ).toBe(true);
  }
}
