// A fixed-width frame for field stories. Fields with a popover (Select, MultiSelect) render the open list
// into a container inside the frame, and the frame is tall enough to hold it: the snapshot set-up takes
// the last id-less <div> of <body> as the story root, which would otherwise be the popover's portal wrapper.
import { type ReactNode, useState } from 'react';

export function FieldFrame({
  width = 320,
  minHeight,
  children,
}: {
  width?: number;
  minHeight?: number;
  children: (portalContainer: Element | undefined) => ReactNode;
}) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    // The extra room at the end holds a popover that is placed a little off the trigger's edge.
    <div style={{ position: 'relative', minHeight, paddingInlineEnd: minHeight ? 24 : 0 }}>
      <div style={{ width }}>{children(container ?? undefined)}</div>
      <div ref={setContainer} />
    </div>
  );
}
