import type { ReactNode } from 'react';

export interface IconProps {
  /**
   * The size in em, so an icon follows the font size of the text or button it sits in. Default 1 (1em).
   */
  size?: number;
  className?: string;
}

/** An icon as a component: decorative only (aria-hidden), drawn in currentColor, sized in em. */
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName?: string };

/**
 * Makes an icon component from the shapes of a 24×24 outline drawing. Icons never carry meaning alone:
 * the control or text beside them names the action, so every icon is hidden from assistive technology.
 */
export function createIcon(name: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 1, className }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        className={className}
        data-icon={name}
        width={`${size}em`}
        height={`${size}em`}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        style={{ flex: 'none', verticalAlign: 'middle' }}
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}Icon`;
  return Icon;
}
