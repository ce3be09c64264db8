// Popovers, menus and tooltips render in a portal. The snapshot set-up (.storybook/story-snapshots.ts) takes
// the last id-less <div> of <body> as the story root, which would be the overlay's own 0×0 portal wrapper;
// rendering the overlay into a container inside the story keeps both the root and the open overlay in the image.
import { type ReactNode, useState } from 'react';

export function OverlayFrame({
  minHeight = 360,
  children,
}: {
  minHeight?: number;
  children: (portalContainer: Element | undefined) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <div style={{ position: 'relative', minHeight, display: 'flex', justifyContent: 'center', paddingTop: 96 }}>
      <div style={{ alignSelf: 'flex-start' }}>{children(container ?? undefined)}</div>
      <div ref={setContainer} style={{ position: 'absolute', top: 0, left: 0 }} />
    </div>
  );
}
