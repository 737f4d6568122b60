#!/usr/bin/env node
// Copy content/**/*.md into a VitePress project (for compare.sh) and change only what VitePress cannot
// build. Prints every change it made, so the comparison says what VitePress was actually given.
//
// Usage: node scripts/perf/lib/vitepress-prep.mjs CONTENT_DIR OUT_DIR

import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const [contentDir, outDir] = process.argv.slice(2);
if (!contentDir || !outDir) {
  console.error('usage: vitepress-prep.mjs CONTENT_DIR OUT_DIR');
  process.exit(2);
}
const perfDir = join(dirname(fileURLToPath(import.meta.url)), '..');

// Our own components: VitePress has none of them (`Badge` it has built in, so that one stays).
// `<Changelog />` on guide/changelog.md would even resolve to the page itself and recurse forever.
const OWN_COMPONENTS = /<\/?(DriverSettings|DriverCatalog|Changelog)\b[^>]*>/g;

const changes = { readmeToIndex: 0, components: new Map(), tabs: 0 };

function transform(text) {
  let fence = null;
  return text
    .split('\n')
    .map((line) => {
      const m = line.match(/^\s*(`{3,}|~{3,})/);
      if (m) {
        if (fence === null) fence = m[1];
        else if (line.trim().startsWith(fence)) fence = null;
        return line;
      }
      if (fence !== null) return line;
      if (/^:{3,}\s*tabs\b/.test(line)) changes.tabs++;
      return line.replace(OWN_COMPONENTS, (tag, name) => {
        changes.components.set(name, (changes.components.get(name) ?? 0) + 1);
        return '';
      });
    })
    .join('\n');
}

function walk(dir, files = []) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, files);
    else if (name.endsWith('.md')) files.push(p);
  }
  return files;
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(join(outDir, '.vitepress'), { recursive: true });
const files = walk(contentDir);
for (const file of files) {
  let rel = relative(contentDir, file);
  if (rel.endsWith('README.md')) {
    // VitePress serves a folder from index.md; our folder index is README.md.
    rel = rel.slice(0, -'README.md'.length) + 'index.md';
    changes.readmeToIndex++;
  }
  mkdirSync(join(outDir, dirname(rel)), { recursive: true });
  writeFileSync(join(outDir, rel), transform(readFileSync(file, 'utf8')));
}

// Closest to what `docs build` produces: two locales, a search index, a sitemap; dead links ignored.
writeFileSync(
  join(outDir, '.vitepress/config.mjs'),
  `export default {
  title: 'Docs',
  ignoreDeadLinks: true,
  locales: {
    root: { label: 'English', lang: 'en-US' },
    zh: { label: '简体中文', lang: 'zh-CN' },
  },
  themeConfig: { search: { provider: 'local' } },
  sitemap: { hostname: 'https://docs.example.org' },
};
`,
);
// VitePress resolves vue and its theme from the project; reuse the pinned install in scripts/perf.
symlinkSync(join(perfDir, 'node_modules'), join(outDir, 'node_modules'));

console.log(`VitePress input: ${files.length} Markdown files copied from ${contentDir} to ${outDir}. Changes:`);
console.log(`  - ${changes.readmeToIndex} README.md renamed to index.md (VitePress folder index)`);
for (const [name, n] of changes.components) {
  console.log(`  - ${n} <${name}> tag(s) removed (our component, unknown to VitePress)`);
}
console.log(`  - ${changes.tabs} '::: tabs' containers left as is (no VitePress equivalent; rendered as text)`);
console.log('  - mermaid fences left as code blocks (VitePress has no mermaid without a plugin)');
console.log('  - no lastUpdated (the copy has no git history); no .br/.gz siblings (VitePress writes none)');
