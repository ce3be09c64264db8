// Design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on its background;
// the pairs are checked in tokens.test.ts so a token edit cannot quietly break contrast.

export const palette = {
  white: '#ffffff',
  grey50: '#f5f7f8',
  grey100: '#eceff1',
  grey200: '#d5dcdf',
  grey400: '#8a9aa1',
  grey600: '#4b5a60',
  grey800: '#2a3439',
  grey900: '#162025',
  green700: '#0b6b4f',
  green800: '#08573f',
  green900: '#06402f',
  green50: '#e4f3ec',
  blue700: '#0b5394',
  blue50: '#e3effa',
  amber800: '#7a4a00',
  amber50: '#fff2d4',
  red700: '#b3261e',
  red800: '#8f1d17',
  red50: '#fde8e7',
  focus: '#1a56db',
} as const;

export const colors = {
  text: palette.grey900,
  textMuted: palette.grey600,
  textOnAccent: palette.white,
  background: palette.grey50,
  surface: palette.white,
  border: palette.grey200,
  borderStrong: palette.grey400,
  accent: palette.green700,
  accentHover: palette.green800,
  accentPressed: palette.green900,
  accentSubtle: palette.green50,
  danger: palette.red700,
  dangerHover: palette.red800,
  focusRing: palette.focus,
  disabledBackground: palette.grey100,
  disabledText: palette.grey600,
} as const;

/** Status tones, shared by badges, alerts and stat tiles. */
export const tones = {
  default: { background: palette.grey100, foreground: palette.grey800, border: palette.grey200 },
  info: { background: palette.blue50, foreground: palette.blue700, border: '#b9d4ee' },
  success: { background: palette.green50, foreground: palette.green800, border: '#b5dcc9' },
  warning: { background: palette.amber50, foreground: palette.amber800, border: '#f0d089' },
  error: { background: palette.red50, foreground: palette.red800, border: '#f3b9b5' },
} as const;

export type Tone = keyof typeof tones;
export const toneNames = Object.keys(tones) as Tone[];

export const space = { 0: '0', 1: '4px', 2: '8px', 3: '12px', 4: '16px', 5: '24px', 6: '32px', 7: '48px' } as const;

export const typography = {
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif",
  fontFamilyMono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
  weight: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

export const radii = { sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const;

export const shadows = {
  sm: '0 1px 2px rgba(22, 32, 37, 0.08)',
  md: '0 4px 12px rgba(22, 32, 37, 0.12)',
  lg: '0 12px 32px rgba(22, 32, 37, 0.18)',
} as const;

export const zIndex = { dropdown: 1000, sticky: 1100, overlay: 1200, modal: 1300, toast: 1400, tooltip: 1500 } as const;

/** The spec's layout breakpoints: the sidebar docks from 1200 px, minimizes from 992 px, slides in below. */
export const breakpoints = { md: 992, lg: 1200 } as const;

export const media = {
  md: `@media (min-width: ${breakpoints.md}px)`,
  lg: `@media (min-width: ${breakpoints.lg}px)`,
  forcedColors: '@media (forced-colors: active)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /** Entrance animations only here: under reduced motion an overlay is shown at once, never from opacity 0. */
  motionAllowed: '@media (prefers-reduced-motion: no-preference)',
} as const;
