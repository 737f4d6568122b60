// Inline SVG path data (24×24) for the icon names the content uses. Simple shapes on purpose: they
// stand in for the original icon fonts without loading any font or CDN (SB-11).

const P = {
  github:
    'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .8.1-.7.4-1.1.6-1.4-2.2-.2-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.8-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  creative: 'M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2Zm-3 18h6v2H9z',
  config:
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 5v-2l-2.2-.4-.6-1.5 1.3-1.8-1.4-1.4-1.8 1.3-1.5-.6L14 4h-2l-.4 2.2-1.5.6-1.8-1.3-1.4 1.4 1.3 1.8-.6 1.5L5 11v2l2.2.4.6 1.5-1.3 1.8 1.4 1.4 1.8-1.3 1.5.6L12 20h2l.4-2.2 1.5-.6 1.8 1.3 1.4-1.4-1.3-1.8.6-1.5z',
  question:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 16h-2v-2h2zm1.6-6.4-.9.9c-.6.6-.7 1-.7 2h-2v-.5c0-1 .3-1.6 1-2.3l1.2-1.2a1.5 1.5 0 1 0-2.6-1H8.5a3.5 3.5 0 1 1 6.1 2.1Z',
  tag: 'M3 3h8l10 10-8 8L3 11zm4 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  community:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 3-5 6-5s6 2 6 5zm12 0c0-1.5-.5-2.8-1.4-3.8.9-.8 2.1-1.2 3.4-1.2 3 0 6 2 6 5z',
  more: 'M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  install: 'M11 3h2v9l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3zM4 17h16v4H4z',
  storage: 'M4 4h16v5H4zm0 7h16v5H4zm0 7h16v3H4z',
  advance: 'M4 18 10 6l4 8 2-4 4 8z',
  api: 'M8 6 2 12l6 6 1.4-1.4L4.8 12l4.6-4.6zm8 0-1.4 1.4 4.6 4.6-4.6 4.6L16 18l6-6z',
  state: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  token: 'M14 3a7 7 0 0 0-6.6 9.3L2 17.7V22h4.3l.7-.7V19h2.3l1-1v-2.3h2.3l1.1-1.1A7 7 0 1 0 14 3Zm2 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
  file: 'M6 2h8l6 6v14H6zm7 1.5V9h5.5z',
  folder: 'M3 5h7l2 2h9v12H3z',
  people: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 8c0-3.3 3.6-6 8-6s8 2.7 8 6z',
  code: 'M8 6 2 12l6 6 1.4-1.4L4.8 12l4.6-4.6zm8 0-1.4 1.4 4.6 4.6-4.6 4.6L16 18l6-6z',
  light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-1-5h2v3h-2zm0 17h2v3h-2zM2 11h3v2H2zm17 0h3v2h-3z',
  contrast: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z',
  preview: 'M12 5C6 5 2 12 2 12s4 7 10 7 10-7 10-7-4-7-10-7Zm0 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  cache: 'M12 3C7 3 4 4.6 4 6.5v11C4 19.4 7 21 12 21s8-1.6 8-3.5v-11C20 4.6 17 3 12 3Zm0 2c3.9 0 6 1.1 6 1.5S15.9 8 12 8 6 6.9 6 6.5 8.1 5 12 5Z',
  change: 'M7 7h11l-3-3 1.4-1.4L21.8 8l-5.4 5.4L15 12l3-3H7zm10 10H6l3 3-1.4 1.4L2.2 16l5.4-5.4L9 12l-3 3h11z',
  search: 'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3-3a1 1 0 1 1 1.4 1.4l-3 3a1 1 0 0 1-1.4 0ZM8 12l-2.5 2.5a2.8 2.8 0 0 0 4 4L12 16l1.4 1.4-2.5 2.5a4.8 4.8 0 0 1-6.8-6.8L6.6 10.6zm8 0 2.5-2.5a2.8 2.8 0 0 0-4-4L12 8l-1.4-1.4 2.5-2.5a4.8 4.8 0 0 1 6.8 6.8l-2.5 2.5z',
  page: 'M5 3h14v18H5zm3 4v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  computer: 'M3 4h18v12H3zm6 14h6v2H9z',
  lock: 'M7 10V7a5 5 0 0 1 10 0v3h2v12H5V10zm2 0h6V7a3 3 0 0 0-6 0z',
  cloud: 'M7 19a5 5 0 0 1-.6-10A6 6 0 0 1 18 8.5a5.3 5.3 0 0 1-1 10.5z',
  speed: 'M12 4a10 10 0 0 0-9 14.3h18A10 10 0 0 0 12 4Zm4.2 4.4-3 5.1a1.5 1.5 0 1 1-1.4-1z',
  module: 'M4 4h7v7H4zm9 0h7v7h-7zm-9 9h7v7H4zm9 0h7v7h-7z',
  snow: 'M11 2h2v7.3l5.2-3 1 1.7-5.2 3 5.2 3-1 1.7-5.2-3V22h-2v-7.3l-5.2 3-1-1.7 5.2-3-5.2-3 1-1.7 5.2 3z',
  like: 'M12 21 3.5 12.6A5 5 0 0 1 12 5.5a5 5 0 0 1 8.5 7.1z',
  repeat: 'M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z',
  download: 'M11 3h2v9l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3zM4 17h16v4H4z',
  sidebar: 'M3 4h18v16H3zm2 2v12h4V6z',
};

/** The original icon names, mapped onto the shapes above. */
const ALIAS: Record<string, keyof typeof P> = {
  setting: 'config',
  set: 'config',
  repair: 'config',
  plugin: 'module',
  'mini-app': 'module',
  tab: 'module',
  geometry: 'module',
  group: 'people',
  'file-user': 'people',
  view: 'preview',
  eye: 'preview',
  waline: 'link',
  chrome: 'state',
  study: 'creative',
  style: 'contrast',
  json: 'code',
  script: 'code',
  interact: 'change',
  'repeat-1': 'repeat',
  'folder-arrow-down': 'download',
  'cloud-arrow-up': 'cloud',
  'binary-lock': 'lock',
  'file-binary': 'file',
  database: 'cache',
  'sidebar-flip': 'sidebar',
};

/** Path data for an icon name, or undefined when the name is unknown. */
export function iconPath(name: string): string | undefined {
  return (P as Record<string, string>)[name] ?? P[ALIAS[name]];
}
