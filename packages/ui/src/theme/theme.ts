import { breakpoints, colors, media, radii, shadows, space, tones, typography, zIndex } from './tokens';

export const theme = { colors, tones, space, typography, radii, shadows, zIndex, breakpoints, media } as const;

export type EppTheme = typeof theme;

declare module 'styled-components' {
  export interface DefaultTheme extends EppTheme {}
}
