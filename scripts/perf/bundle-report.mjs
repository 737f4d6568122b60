#!/usr/bin/env node
// First-load JS and CSS per page kind, raw and gzip (zlib level 9), fetched from a running `docs serve`
// (started here from the release binary unless --url is given), checked against the budget (issue 19:
// 90 kB JS+CSS gzip for every page kind, home and 404 included). Then every chunk in
// embedded-web/dist/assets ($DOCS_WEB_DIR/assets when set), so the lazily loaded ones (widgets, search
// dialog) are visible too.
//
// Usage: node scripts/perf/bundle-report.mjs [--url http://127.0.0.1:8080] [--content DIR] [--budget-kb 90]
//                                             [--json FILE]
// --content: the content served (when starting the server) and searched for a mermaid page (default content/).
// Exit status: 0 within budget, 1 some page kind is over budget, 2 usage or fetch failure.

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { parseArgs, repoRoot, startServer } from './lib/server.mjs';

const HELP = `Usage: node scripts/perf/bundle-report.mjs [--url URL] [--content DIR] [--budget-kb 90] [--json FILE]`;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
// kB = 1000 bytes, the unit the budgets and Vite's build output use.
const kb = (n) => `${(n / 1000).toFixed(1)}`;

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

/**
 * URLs of the JS and CSS a page loads before any interaction. What a <noscript> holds (the no-script
 * stylesheet) is left out: a browser that runs scripts never parses it, let alone fetches it, and the
 * budget is for the browsers that run the app (the browser pass below sees the same).
 */
function firstLoadAssets(html) {
  const urls = [];
  const scripted = html.replace(/<noscript\b[\s\S]*?<\/noscript>/gi, '');
  for (const tag of scripted.match(/<(script|link)\b[^>]*>/gi) ?? []) {
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

/**
 * What a real browser fetches: every same-origin JS and CSS response of a visit without interaction,
 * split at the moment the app has mounted (the prerendered shell replaced). Chunks awaited before the
 * mount (a home page's body) count as first load; chunks fetched after it (tabs, copy buttons after
 * 500 ms, widgets) are listed as deferred. Uses the e2e suite's Playwright and the system Chromium.
 */
async function browserPass(base, routes) {
  let chromium;
  try {
    ({ chromium } = createRequire(join(repoRoot, 'e2e/package.json'))('playwright-core'));
  } catch {
    console.log('(e2e/node_modules is missing: run `cd e2e && npm ci` for the browser pass; static references only)\n');
    return null;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const out = new Map();
  try {
    for (const route of routes) {
      const page = await browser.newPage();
      await page.route((url) => url.origin !== new URL(base).origin, (r) => r.abort());
      // The page records when the app replaced the prerendered shell; requests started before that are first load.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('.theme-container:not(.prerendered)')) {
            window.__mountedAt = performance.timeOrigin + performance.now();
            observer.disconnect();
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const seen = [];
      page.on('request', (r) => {
        const u = new URL(r.url());
        if (u.origin === new URL(base).origin && /\.(js|css)$/.test(u.pathname)) seen.push({ url: u.pathname, kind: u.pathname.endsWith('.css') ? 'css' : 'js', at: Date.now() });
      });
      await page.goto(base + route, { waitUntil: 'load' });
      await page.locator('.theme-container:not(.prerendered)').waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500); // copy buttons (500 ms) and diagrams (800 ms) start late
      const mountedAt = await page.evaluate(() => window.__mountedAt);
      for (const req of seen) req.deferred = req.at > mountedAt;
      out.set(route, seen);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

function printTable(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { url: 'v', content: 'v', 'budget-kb': 'v', json: 'v' });
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const budget = Number(args['budget-kb'] ?? 90) * 1000;
  const content = args.content ? resolve(args.content) : join(repoRoot, 'content');
  const server = args.url ? { url: args.url.replace(/\/$/, ''), stop() {} } : await startServer({ content });
  const mermaid = mermaidRoute(content);
  const kinds = [
    ['home', '/'],
    // No tabs, diagrams or widgets: what most pages are.
    ['plain doc page', '/guide/advanced/2fa.html'],
    ['doc page with tabs', '/guide/install/docker.html'],
    ['doc page with mermaid', mermaid],
    ['driver page', '/guide/drivers/115.html'],
    ['404 page', '/this-page-does-not-exist.html'],
    ['zh home', '/zh/'],
    ['zh doc page', '/zh/guide/install/docker.html'],
    ['zh 404 page', '/zh/this-page-does-not-exist.html'],
  ].filter(([, route]) => route);
  const results = [];
  let loaded = null;
  try {
    for (const [kind, route] of kinds) results.push({ kind, ...(await measurePage(server.url, route)) });
    loaded = await browserPass(server.url, kinds.map(([, route]) => route));
    // Chunks the browser fetched that the static references miss (bodies awaited before the mount,
    // enhancers and widgets fetched after it), measured the same way.
    for (const r of results) {
      for (const req of loaded?.get(r.route) ?? []) {
        const known = r.assets.find((a) => a.url === req.url);
        if (known) continue;
        const { buf } = await fetchBuf(server.url + req.url);
        r.assets.push({ url: req.url, kind: req.kind, raw: buf.length, gzip: gz(buf), deferred: req.deferred });
      }
    }
  } finally {
    server.stop();
  }

  console.log(`First-load JS + CSS per page kind (${server.url}; sizes in kB; gzip = zlib level 9)\n`);
  for (const r of results) {
    console.log(`${r.kind}: ${r.route} (HTTP ${r.status}; HTML ${kb(r.html.raw)} raw / ${kb(r.html.gzip)} gzip;` +
      ` inline script ${kb(r.inline.js)}, inline style ${kb(r.inline.css)} raw)`);
    for (const a of r.assets) {
      const note = a.deferred ? '  (after mount)' : '';
      console.log(`    ${a.kind.padEnd(3)} ${a.url.padEnd(36)} ${kb(a.raw).padStart(7)} raw ${kb(a.gzip).padStart(6)} gzip${note}`);
    }
  }
  console.log('');
  const rows = results.map((r) => {
    const first = r.assets.filter((a) => !a.deferred);
    const sum = (kind, key) => first.filter((a) => !kind || a.kind === kind).reduce((n, a) => n + (a[key] || 0), 0);
    const total = sum(null, 'gzip');
    const react = first.filter((a) => /\/react-[^/]*\.js$/.test(a.url)).reduce((n, a) => n + a.gzip, 0);
    const deferred = r.assets.filter((a) => a.deferred).reduce((n, a) => n + a.gzip, 0);
    r.totals = { jsRaw: sum('js', 'raw'), jsGzip: sum('js', 'gzip'), cssRaw: sum('css', 'raw'), cssGzip: sum('css', 'gzip'), gzip: total, react, deferred };
    return [r.kind, first.length, kb(r.totals.jsRaw), kb(r.totals.jsGzip), kb(r.totals.cssRaw), kb(r.totals.cssGzip),
      kb(total), kb(react), kb(total - react), loaded ? kb(deferred) : '?', kb(r.html.gzip), total > budget ? 'OVER' : 'ok'];
  });
  printTable(['page kind', 'files', 'JS raw', 'JS gz', 'CSS raw', 'CSS gz', 'JS+CSS gz', 'react gz', 'rest gz', 'after mount gz', 'HTML gz', `≤ ${kb(budget)}`], rows);
  console.log('\nFirst load = what the HTML references, its static imports and what the browser fetched before the app\n' +
    'mounted; "after mount" = chunks fetched later without any interaction (tabs, copy buttons, widgets).\n' +
    'Sizes in kB (1000 bytes).');

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
      return [f, kb(buf.length), kb(g), firstLoad.has(f) ? 'first load' : 'lazy'];
    });
    chunkRows.push(['(all chunks)', kb(rawAll), kb(gzAll), '']);
    printTable(['chunk', 'raw', 'gzip', 'loaded'], chunkRows);
    const stale = [...firstLoad].filter((f) => !chunks.includes(f));
    if (stale.length) {
      console.log(`\nNote: the server loads ${stale.join(', ')}, which ${relative(repoRoot, dist)} lacks:` +
        ' the binary embeds an older or newer build of the web app than the one on disk.');
    }
  }

  const over = results.filter((r) => r.totals.gzip > budget);
  const worst = results.reduce((a, b) => (b.totals.gzip > a.totals.gzip ? b : a));
  console.log(
    `\nBudget: first-load JS+CSS ≤ ${kb(budget)} kB gzip for every page kind; largest ${worst.kind} ${kb(worst.totals.gzip)} kB: ` +
      (over.length ? `OVER BUDGET (${over.map((r) => `${r.kind} ${kb(r.totals.gzip)}`).join(', ')})` : 'within budget'),
  );
  if (args.json) writeFileSync(args.json, JSON.stringify({ budget, results }, null, 2));
  return over.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err.stack || String(err));
    process.exit(2);
  },
);
