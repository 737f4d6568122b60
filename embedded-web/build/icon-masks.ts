// The icons' shapes (src/components/Icon/icons.json, read by the server too) as one CSS mask rule per
// shape. A page then writes an icon as `<i class="icon i-github">`, about 50 bytes, where an inline
// SVG took 250: a sidebar and navbar show dozens on every page, and the shapes now travel once, in
// the cached stylesheet, instead of in every exported page (issue 32).
import type { Plugin } from 'vite';
import icons from '../src/components/Icon/icons.json';

const MASKS = 'virtual:icon-masks.css';
const SHAPES = 'virtual:icon-shapes';
// A path-like id, not a `\0` one: Vite's CSS pipeline only takes ids that end in `.css`.
const MASKS_ID = '/@docs/icon-masks.css';
const SHAPES_ID = '\0docs:icon-shapes';

/** The mask rule of one shape: an SVG data URL, escaped as CSS url() text needs. */
function maskRule(name: string, d: string): string {
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${d}'/></svg>`;
  return `.i-${name}{--icon:url("data:image/svg+xml,${svg.replace(/</g, '%3C').replace(/>/g, '%3E')}")}`;
}

export function iconMasks(): Plugin {
  return {
    name: 'docs:icon-masks',
    resolveId(id) {
      if (id === MASKS) return MASKS_ID;
      if (id === SHAPES) return SHAPES_ID;
      return undefined;
    },
    load(id) {
      if (id === MASKS_ID) return Object.entries(icons.paths).map(([name, d]) => maskRule(name, d)).join('\n');
      // The names only: the shapes themselves live in the stylesheet.
      if (id === SHAPES_ID) {
        return `export const shapes = new Set(${JSON.stringify(Object.keys(icons.paths))});\nexport const alias = ${JSON.stringify(icons.alias)};`;
      }
      return undefined;
    },
  };
}
