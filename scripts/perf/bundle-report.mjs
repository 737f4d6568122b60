#!/usr/bin/env node
// First-load JS and CSS per page kind, raw and gzip (zlib level 9), fetched from a running `docs serve`
// (started here from the release binary unless --url is given), checked against the budget for a plain
// doc page (90 KiB JS+CSS gzip). Then every chunk in embedded-web/dist/assets ($DOCS_WEB_DIR/assets when
// set), so the lazily loaded ones (widgets, search dialog) are visible too.
//
// Usage: node scripts/perf/bundle-report.mjs [--url http://127.0.0.1:8080] [--content DIR] [--budget-kib 90]
//                                             [--json FILE]
// --content: the content served (when starting the server) and searched for a mermaid page (default content/).
// Exit status: 0 within budget, 1 the plain doc page is over budget, 2 usage or fetch failure.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { parseArgs, repoRoot, startServer } from './lib/server.mjs';

const HELP = `Usage: node scripts/perf/bundle-report.mjs [--url URL] [--content DIR] [--budget-kib 90] [--json FILE]`;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)}`;

/** English route of the first content page (sorted) whose Markdown has a mermaid fence. */
function mermaidRoute(content) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) {
        if (p !== join(content, 'zh')) walk(p);
      } else if (name.endsWith('.md')) files.push(p);
    }
  };
  walk(content);
  const hit = files.find((f) => readFileSync(f, 'utf8').includes('```mermaid'));
  if (!hit) return null;
  const rel = relative(content, hit).replace(/\\/g, '/');
  return rel.endsWith('README.md') ? `/${rel.slice(0, -'README.md'.length)}` : `/${rel.replace(/\.md$/, '.html')}`;
}

/** URLs of the JS and CSS a page loads before any interaction. */
function firstLoadAssets(html) {
  const urls = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
    if (/^<script/i.test(tag) && attr('src')) urls.push({ url: attr('src'), kind: 'js' });
    const rel = attr('rel')?.toLowerCase();
    if (/^<link/i.test(tag) && rel === 'stylesheet') urls.push({ url: attr('href'), kind: 'css' });
    if (/^<link/i.test(tag) && rel === 'modulepreload') urls.push({ url: attr('href'), kind: 'js' });
  }
  return urls;
}

/** Bytes of inline <script> and <style> bodies (the inlined page JSON is one of them). */
function inlineBytes(html) {
  let js = 0;
  let css = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) if (!/\ssrc=/.test(m[1])) js += Buffer.byteLength(m[2]);
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) css += Buffer.byteLength(m[1]);
  return { js, css };
}

/** Static `import … from "./x.js"` / `import "./x.js"` targets of a module (dynamic import() excluded). */
function staticImports(code, base) {
  const out = [];
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    out.push(new URL(m[1], base).pathname);
  }
  return out;
}

async function fetchBuf(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, buf: Buffer.from(await res.arrayBuffer()) };
}

async function measurePage(base, route) {
  const { status, buf: htmlBuf } = await fetchBuf(base + route);
  const html = htmlBuf.toString('utf8');
  const assets = new Map();
  const queue = firstLoadAssets(html);
  while (queue.length) {
    const { url, kind } = queue.shift();
    const abs = new URL(url, base + route);
    if (abs.origin !== new URL(base).origin) {
      assets.set(abs.href, { url: abs.href, kind, raw: NaN, gzip: NaN, thirdParty: true });
      continue;
    }
    if (assets.has(abs.pathname)) continue;
    const { status: s, buf } = await fetchBuf(abs.href);
    if (s !== 200) throw new Error(`${abs.pathname} (referenced by ${route}) answered ${s}`);
    assets.set(abs.pathname, { url: abs.pathname, kind, raw: buf.length, gzip: gz(buf) });
    if (kind === 'js') {
      for (const dep of staticImports(buf.toString('utf8'), abs.href)) queue.push({ url: dep, kind: 'js' });
    }
  }
  return { route, status, html: { raw: htmlBuf.length, gzip: gz(htmlBuf) }, inline: inlineBytes(html), assets: [...assets.values()] };
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { url: 'v', content: 'v', 'budget-kib': 'v', json: 'v' });
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const budget = Number(args['budget-kib'] ?? 90) * 1024;
  const content = args.content ? resolve(args.content) : join(repoRoot, 'content');
  const server = args.url ? { url: args.url.replace(/\/$/, ''), stop() {} } : await startServer({ content });
  const mermaid = mermaidRoute(content);
  const kinds = [
    ['home', '/'],
    ['doc page', '/guide/install/docker.html'],
    ['doc page with mermaid', mermaid],
    ['driver page', '/guide/drivers/115.html'],
    ['404 page', '/this-page-does-not-exist.html'],
    ['zh home', '/zh/'],
  ].filter(([, route]) => route);
  const results = [];
  try {
    for (const [kind, route] of kinds) results.push({ kind, ...(await measurePage(server.url, route)) });
  } finally {
    server.stop();
  }

  console.log(`First-load JS + CSS per page kind (${server.url}; sizes in KiB; gzip = zlib level 9)\n`);
  for (const r of results) {
    console.log(`${r.kind}: ${r.route} (HTTP ${r.status}; HTML ${kib(r.html.raw)} raw / ${kib(r.html.gzip)} gzip;` +
      ` inline script ${kib(r.inline.js)}, inline style ${kib(r.inline.css)} raw)`);
    for (const a of r.assets) console.log(`    ${a.kind.padEnd(3)} ${a.url.padEnd(36)} ${kib(a.raw).padStart(7)} raw ${kib(a.gzip).padStart(6)} gzip`);
  }
  console.log('');
  const rows = results.map((r) => {
    const sum = (kind, key) => r.assets.filter((a) => !kind || a.kind === kind).reduce((n, a) => n + (a[key] || 0), 0);
    const total = sum(null, 'gzip');
    const react = r.assets.filter((a) => /\/react-[^/]*\.js$/.test(a.url)).reduce((n, a) => n + a.gzip, 0);
    r.totals = { jsRaw: sum('js', 'raw'), jsGzip: sum('js', 'gzip'), cssRaw: sum('css', 'raw'), cssGzip: sum('css', 'gzip'), gzip: total, react };
    return [r.kind, r.assets.length, kib(r.totals.jsRaw), kib(r.totals.jsGzip), kib(r.totals.cssRaw), kib(r.totals.cssGzip),
      kib(total), kib(react), kib(total - react), kib(r.html.gzip), total > budget ? 'OVER' : 'ok'];
  });
  printTable(['page kind', 'files', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'JS+CSS gz', 'react gz', 'rest gz', 'HTML gz', `≤ ${kib(budget)}`], rows);

  // The web app the server uses: DOCS_WEB_DIR when set (read by docs serve), else the embedded build's source.
  const dist = join(process.env.DOCS_WEB_DIR ? resolve(process.env.DOCS_WEB_DIR) : join(repoRoot, 'embedded-web/dist'), 'assets');
  let chunks = [];
  try {
    chunks = readdirSync(dist).filter((f) => /\.(js|css)$/.test(f)).sort();
  } catch {
    console.log(`\n(${relative(repoRoot, dist)} is absent: build the web app to list every chunk)`);
  }
  if (chunks.length) {
    const firstLoad = new Set(results.flatMap((r) => r.assets.map((a) => a.url.replace(/^\/assets\//, ''))));
    console.log(`\nAll chunks in ${relative(repoRoot, dist)} (first load = referenced by one of the pages above; the rest load on demand):\n`);
    let rawAll = 0;
    let gzAll = 0;
    const chunkRows = chunks.map((f) => {
      const buf = readFileSync(join(dist, f));
      const g = gz(buf);
      rawAll += buf.length;
      gzAll += g;
      return [f, kib(buf.length), kib(g), firstLoad.has(f) ? 'first load' : 'lazy'];
    });
    chunkRows.push(['(all chunks)', kib(rawAll), kib(gzAll), '']);
    printTable(['chunk', 'raw', 'gzip', 'loaded'], chunkRows);
    const stale = [...firstLoad].filter((f) => !chunks.includes(f));
    if (stale.length) {
      console.log(`\nNote: the server loads ${stale.join(', ')}, which ${relative(repoRoot, dist)} lacks:` +
        ' the binary embeds an older or newer build of the web app than the one on disk.');
    }
  }

  const doc = results.find((r) => r.kind === 'doc page');
  const over = doc.totals.gzip > budget;
  console.log(`\nBudget: plain doc page first-load JS+CSS ${kib(doc.totals.gzip)} KiB gzip vs ${kib(budget)} KiB: ${over ? 'OVER BUDGET' : 'within budget'}`);
  if (args.json) writeFileSync(args.json, JSON.stringify({ budget, results }, null, 2));
  return over ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err.stack || String(err));
    process.exit(2);
  },
);
