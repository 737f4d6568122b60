// Inline SVG path data (24×24) for the icon names the content uses, and the original icon names
// mapped onto them (icons.json, which the server reads too: cli/document/shell/icons.rs). Simple
// shapes on purpose: they stand in for the original icon fonts without loading any font or CDN (SB-11).

import icons from './icons.json';

const paths: Record<string, string> = icons.paths;
const alias: Record<string, string> = icons.alias;

/** Path data for an icon name, or undefined when the name is unknown. */
export function iconPath(name: string): string | undefined {
  return paths[name] ?? paths[alias[name]];
}
