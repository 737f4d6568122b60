// Modules made at build time by build/icon-masks.ts.
declare module 'virtual:icon-shapes' {
  export const shapes: ReadonlySet<string>;
  export const alias: Readonly<Record<string, string>>;
}
declare module 'virtual:icon-masks.css';
