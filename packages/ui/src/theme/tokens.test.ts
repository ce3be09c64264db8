import { describe, expect, it } from 'vitest';
import { colors, toneNames, tones } from './tokens';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const AA_TEXT = 4.5;

describe('colour contrast (WCAG AA for text)', () => {
  it('is computed right for known pairs', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  const textPairs: Array<[string, string, string]> = [
    ['text on background', colors.text, colors.background],
    ['text on surface', colors.text, colors.surface],
    ['muted text on surface', colors.textMuted, colors.surface],
    ['muted text on background', colors.textMuted, colors.background],
    ['text on accent', colors.textOnAccent, colors.accent],
    ['text on accent (hover)', colors.textOnAccent, colors.accentHover],
    ['text on accent (pressed)', colors.textOnAccent, colors.accentPressed],
    ['text on danger', colors.textOnAccent, colors.danger],
    ['text on danger (hover)', colors.textOnAccent, colors.dangerHover],
    ['accent text on surface', colors.accent, colors.surface],
    ['accent text on subtle accent', colors.accent, colors.accentSubtle],
    ['disabled text on disabled background', colors.disabledText, colors.disabledBackground],
    ...toneNames.map((tone): [string, string, string] => [
      `${tone} tone`,
      tones[tone].foreground,
      tones[tone].background,
    ]),
  ];

  it.each(textPairs)('%s', (_name, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
