import { describe, expect, it } from 'vitest';
import { parseConfig } from './diagram';
import { scaleFor } from './FlowChart';
import { themeVariables } from './Mermaid';

describe('diagram helpers', () => {
  it('WG-11 mermaid theme variables follow the colour mode and keep text readable on its fill', () => {
    for (const dark of [false, true]) {
      const v = themeVariables(dark) as Record<string, string>;
      expect(v.dark).toBe(dark);
      // The page behind the diagram is light or dark with the mode.
      expect(luminance(v.background) > 0.5).toBe(!dark);
      // Every text colour against the fill it is drawn on: WCAG AA for text, 3:1 for lines.
      const pairs: [string, string, number][] = [
        ['textColor', 'background', 4.5],
        ['titleColor', 'background', 4.5],
        ['secondaryTextColor', 'background', 4.5],
        ['tertiaryTextColor', 'tertiaryColor', 4.5],
        ['noteTextColor', 'noteBkgColor', 4.5],
        ['lineColor', 'background', 3],
      ];
      for (const [fg, bg, min] of pairs) {
        expect(contrast(v[fg], v[bg]), `${dark ? 'dark' : 'light'} ${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
      }
    }
    expect(themeVariables(true).background).not.toBe(themeVariables(false).background);
  });

  it('WG-12 flowchart scale by window width', () => {
    expect([300, 418, 419, 1000, 1280, 1281].map(scaleFor)).toEqual([0.8, 0.8, 0.9, 0.9, 0.9, 1]);
  });

  it('WG-13 chart configs are JSON objects only', () => {
    expect(parseConfig('{"type":"bar"}')).toEqual({ type: 'bar' });
    expect(parseConfig('[1]')).toBeNull();
    expect(parseConfig('const config = {}')).toBeNull();
  });
});

function luminance(hex: string): number {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
