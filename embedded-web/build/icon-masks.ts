// The icons' shapes (src/components/Icon/icons.json, read by the server too) as one CSS mask rule per
// shape. A page then writes an icon as `<i class="icon i-github">`, about 50 bytes, where an inline
// SVG took 250: a sidebar and navbar show dozens on every page, and the shapes now travel once, in
// the cached stylesheet, instead of in every exported page (issue 32).
// Each shape is a file of its own that the rule references (issue 59's first-load budget): inlined as
// data URLs the shapes were 1.9 kB of every page's gzipped stylesheet, though a page shows a handful;
// a browser fetches a mask image only when an element uses it, and caches it for good (hashed name).
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import icons from '../src/components/Icon/icons.json';

const MASKS = 'virtual:icon-masks.css';
const SHAPES = 'virtual:icon-shapes';
// A path-like id, not a `\0` one: Vite's CSS pipeline only takes ids that end in `.css`.
const MASKS_ID = '/@docs/icon-masks.css';
const SHAPES_ID = '\0docs:icon-shapes';

// Under node_modules (ignored by git, inside Vite's root): the rules name the files root-relative and
// Vite hashes them into dist/assets like any asset a stylesheet references.
const SHAPES_DIR = 'node_modules/.docs-icons';

const svgOf = (d: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${d}"/></svg>\n`;

/** Write the shape's SVG file and return its mask rule (the dev server). */
function maskRule(name: string, d: string): string {
  writeFileSync(fileURLToPath(new URL(`../${SHAPES_DIR}/${name}.svg`, import.meta.url)), svgOf(d));
  return `.i-${name}{--icon:url("/${SHAPES_DIR}/${name}.svg")}`;
}

/** A build's shape files are named `i-<one hash of all shapes>-<name>.svg` next to the stylesheet
 *  (issue 59's first-load budget): with a hash per file, as Vite names an asset, the 41 rules carried
 *  41 random strings that gzip cannot shorten, 0.3 kB of every page's stylesheet; the shared prefix
 *  compresses to almost nothing, and any changed shape still renames them all. */
const SET_HASH = createHash('sha256').update(JSON.stringify(icons.paths)).digest('base64url').slice(0, 8);
const builtName = (name: string) => `i-${SET_HASH}-${name}.svg`;

export function iconMasks(): Plugin {
  let build = false;
  return {
    name: 'docs:icon-masks',
    configResolved(config) {
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      for (const [name, d] of Object.entries(icons.paths)) {
        this.emitFile({ type: 'asset', fileName: `assets/${builtName(name)}`, source: svgOf(d) });
      }
    },
    resolveId(id) {
      if (id === MASKS) return MASKS_ID;
      if (id === SHAPES) return SHAPES_ID;
      return undefined;
    },
    load(id) {
      if (id === MASKS_ID) {
        // The stylesheet lands in assets/ beside the files: Vite leaves a url() it cannot resolve as written.
        if (build) return Object.keys(icons.paths).map((name) => `.i-${name}{--icon:url(./${builtName(name)})}`).join('\n');
        mkdirSync(fileURLToPath(new URL(`../${SHAPES_DIR}`, import.meta.url)), { recursive: true });
        return Object.entries(icons.paths).map(([name, d]) => maskRule(name, d)).join('\n');
      }
      // The names only: the shapes themselves are files the stylesheet references.
      if (id === SHAPES_ID) {
        return `export const shapes = new Set(${JSON.stringify(Object.keys(icons.paths))});\nexport const alias = ${JSON.stringify(icons.alias)};`;
      }
      return undefined;
    },
  };
}
