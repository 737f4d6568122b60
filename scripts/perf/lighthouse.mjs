#!/usr/bin/env node
// Lighthouse over every kind of page (DEFAULT_PAGES), with the mobile and desktop presets, three runs
// each, against a `docs serve` release binary started here on a free port (or --url of a running one).
// Uses the system Chromium ($CHROME_PATH, default /usr/bin/chromium); never downloads a browser.
// Every host other than 127.0.0.1 is made unresolvable in Chromium, so no request reaches a third party;
// any attempt is listed. Reports go to scripts/perf/results/lighthouse/ (git-ignored).
//
// Usage: node scripts/perf/lighthouse.mjs [--url http://127.0.0.1:8080 | --content DIR] [--runs N]
//                                         [--pages /,/zh/] [--presets mobile,desktop]
// With several runs each category's score is the median of its runs (the table shows them all); the
// budgets are checked on those medians. Exit status: 0 budgets met, 1 a mobile budget missed, 2 usage
// or run failure.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { parseArgs, repoRoot, startServer } from './lib/server.mjs';

// Every kind of page (issue 37): home, a doc page, the longest reference page (configuration), an API
// endpoint page, a storage driver page, a tool page (a form widget), the 404 page, and the Chinese
// doc and home pages.
const DEFAULT_PAGES = [
  '/',
  '/guide/install/docker.html',
  '/config/configuration.html',
  '/guide/api/fs.html',
  '/guide/drivers/onedrive.html',
  '/tool/onedrive/request.html',
  '/no-such-page.html',
  '/zh/guide/install/docker.html',
  '/zh/',
];
// Mobile budgets (issue 19): performance >= 98, accessibility, best practices and SEO 100.
const BUDGET = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGET);
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Only loopback resolves: a request for any other host fails at DNS and never leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const HELP = `Usage: node scripts/perf/lighthouse.mjs [--url URL | --content DIR] [--runs N] [--pages /,/zh/] [--presets mobile,desktop]
  --url      a running docs serve (default: start the release binary on a free port)
  --content  content directory for the server started here (default: the repository's content/)
  --runs     runs per page and preset; scores are per-category medians, the report files are those of
             the run with the median performance score (default 3)
  --pages    comma-separated paths (default ${DEFAULT_PAGES.join(',')})
  --presets  mobile, desktop or both (default mobile,desktop)`;

function fmtMs(v) {
  return v == null ? '-' : `${Math.round(v)} ms`;
}

function fmtKiB(v) {
  return v == null ? '-' : `${(v / 1024).toFixed(1)} KiB`;
}

function score(lhr, id) {
  const s = lhr.categories[id]?.score;
  return s == null ? null : Math.round(s * 100);
}

/** What a 404 page fails by being one: its status, its noindex, and the console's note of the
 *  document's own 404. Its budget is judged without them; any other failure still counts. */
const NOT_FOUND_AUDITS = ['http-status-code', 'is-crawlable', 'errors-in-console'];

/** Whether the page answered 404 and the only console error is that answer. */
function answersNotFound(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const doc = requests.find((r) => r.url === lhr.finalDisplayedUrl);
  if (doc?.statusCode !== 404) return false;
  const errors = lhr.audits['errors-in-console']?.details?.items ?? [];
  return errors.every((e) => e.sourceLocation?.url === lhr.finalDisplayedUrl && /status of 404/.test(e.description ?? ''));
}

/** A category's score (0-100) with some audits left out of its weighted mean. */
function scoreWithout(lhr, id, left) {
  const refs = (lhr.categories[id]?.auditRefs ?? []).filter((r) => r.weight > 0 && !left.includes(r.id));
  const weight = refs.reduce((n, r) => n + r.weight, 0);
  const sum = refs.reduce((n, r) => n + r.weight * (lhr.audits[r.id]?.score ?? 0), 0);
  return weight ? Math.round((sum / weight) * 100) : score(lhr, id);
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The median of one category's scores over the runs (the lower middle for an even count). */
function medianScore(lhrs, id) {
  const sorted = lhrs.map((l) => score(l, id)).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Requests the page tried to send to a host other than loopback. */
function thirdParty(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return items
    .map((i) => i.url)
    .filter((u) => {
      try {
        const { protocol, hostname } = new URL(u);
        return /^https?:$/.test(protocol) && !['127.0.0.1', 'localhost'].includes(hostname);
      } catch {
        return false;
      }
    });
}

/** One line per item of a failing audit: node snippet, explanation, URL, savings, whatever it carries. */
function describeItems(details, limit = 6) {
  // Insights wrap their tables in a list; read the tables inside.
  const items = (details?.items ?? []).flatMap((i) => (Array.isArray(i?.items) ? i.items : [i]));
  const lines = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const parts = [];
    if (item.node?.snippet) parts.push(item.node.snippet.slice(0, 160));
    if (item.node?.selector) parts.push(`(${item.node.selector})`);
    if (item.node?.explanation) parts.push(item.node.explanation.replace(/\s+/g, ' ').slice(0, 300));
    if (item.source?.snippet) parts.push(item.source.snippet.slice(0, 160));
    if (typeof item.url === 'string') parts.push(item.url);
    if (typeof item.source?.url === 'string') parts.push(`${item.source.url}:${item.source.line ?? ''}:${item.source.column ?? ''}`);
    if (item.groupLabel) parts.push(`${item.groupLabel} ${fmtMs(item.duration)}`);
    if (item.reflowTime) parts.push(`reflow ${fmtMs(item.reflowTime)}`);
    if (typeof item.description === 'string') parts.push(item.description.slice(0, 200));
    if (item.wastedBytes) parts.push(`wasted ${fmtKiB(item.wastedBytes)}`);
    if (item.wastedMs) parts.push(`wasted ${fmtMs(item.wastedMs)}`);
    if (item.totalBytes && !item.wastedBytes) parts.push(fmtKiB(item.totalBytes));
    if (item.line && item.message) parts.push(`line ${item.index}: ${item.line} (${item.message})`);
    for (const sub of item.subItems?.items ?? []) {
      const text = Object.values(sub).filter((v) => typeof v !== 'object').join(' ');
      if (text) parts.push(text);
    }
    if (parts.length) lines.push(`        - ${parts.join(' | ')}`);
  }
  if (lines.length > limit) return [...lines.slice(0, limit), `        - … ${lines.length - limit} more`];
  return lines;
}

/** The audits that keep a category under its budget. */
function failingAudits(lhr, categoryId) {
  const cat = lhr.categories[categoryId];
  const out = [];
  for (const ref of cat.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (audit.score === null || audit.scoreDisplayMode === 'notApplicable') continue;
    if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
    // Performance: metrics and insights below "good" (0.9); elsewhere any audit that is not a pass.
    const threshold = categoryId === 'performance' ? 0.9 : 1;
    if (audit.score >= threshold) continue;
    out.push(
      `    ${ref.id} (score ${audit.score}, weight ${ref.weight})${audit.displayValue ? `: ${audit.displayValue}` : ''}`,
      `        ${audit.title}`,
      ...describeItems(audit.details),
    );
  }
  return out;
}

async function main() {
  const args = parseArgs(process.argv.slice(2), { url: 'v', content: 'v', runs: 'v', pages: 'v', presets: 'v' });
  if (args.help) {
    console.log(HELP);
    return 0;
  }
  const runs = Number(args.runs ?? 3);
  const pages = args.pages ? args.pages.split(',') : DEFAULT_PAGES;
  const presets = (args.presets ?? 'mobile,desktop').split(',');
  const server = args.url ? { url: args.url.replace(/\/$/, ''), stop() {} } : await startServer(args.content ? { content: args.content } : {});
  const outDir = join(repoRoot, 'scripts/perf/results/lighthouse');
  mkdirSync(outDir, { recursive: true });
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const preset of presets) {
      const config = preset === 'desktop' ? desktopConfig : undefined;
      for (const path of pages) {
        const all = [];
        for (let i = 0; i < runs; i++) {
          const result = await lighthouse(
            server.url + path,
            // The 404 page answers 404, as it should: audit it anyway (its SEO score then carries
            // the failed `http-status-code` audit, which is the right answer for that page).
            { port: chrome.port, output: ['json', 'html'], logLevel: 'error', ignoreStatusCode: true },
            config,
          );
          all.push(result);
        }
        const chosen = median(all.map((r) => r.lhr));
        const result = all.find((r) => r.lhr === chosen);
        const slug = `${preset}${path.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}`;
        writeFileSync(join(outDir, `${slug}.json`), result.report[0]);
        writeFileSync(join(outDir, `${slug}.html`), result.report[1]);
        if (chosen.runtimeError) throw new Error(`${path}: ${chosen.runtimeError.message}`);
        const lhrs = all.map((r) => r.lhr);
        const medians = Object.fromEntries(CATEGORIES.map((c) => [c, medianScore(lhrs, c)]));
        const perRun = Object.fromEntries(CATEGORIES.map((c) => [c, lhrs.map((l) => score(l, c))]));
        rows.push({ preset, path, lhr: chosen, medians, perRun });
        process.stderr.write(`  done ${preset} ${path}\n`);
      }
    }
  } finally {
    await chrome.kill();
    server.stop();
  }

  console.log(
    `Lighthouse ${rows[0]?.lhr.lighthouseVersion} · ${rows[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}` +
      ` · ${server.url} · ${runs} run(s) each, median by performance score`,
  );
  const header = ['preset', 'page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'TBT', 'CLS', 'total bytes'];
  const cell = (r, c) => String(r.medians[c]) + (r.perRun[c].length > 1 ? ` (${r.perRun[c].join('/')})` : '');
  const table = rows.map((r) => [
    r.preset,
    r.path,
    ...CATEGORIES.map((c) => cell(r, c)),
    fmtMs(r.lhr.audits['largest-contentful-paint'].numericValue),
    fmtMs(r.lhr.audits['total-blocking-time'].numericValue),
    r.lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3),
    fmtKiB(r.lhr.audits['total-byte-weight'].numericValue),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of table) console.log(line(r));

  let missed = false;
  for (const { preset, path, lhr, medians } of rows) {
    const third = thirdParty(lhr);
    if (third.length) {
      console.log(`\n${preset} ${path}: ${third.length} request(s) to third-party hosts (blocked):`);
      for (const u of third) console.log(`    ${u}`);
    }
    if (preset !== 'mobile') continue;
    const notFound = answersNotFound(lhr);
    for (const [cat, min] of Object.entries(BUDGET)) {
      const s = notFound ? scoreWithout(lhr, cat, NOT_FOUND_AUDITS) : medians[cat];
      if (notFound && s !== medians[cat]) {
        console.log(`\n${path} answers 404: ${cat} judged without ${NOT_FOUND_AUDITS.join(', ')} (${medians[cat]} -> ${s})`);
      }
      if (s >= min) continue;
      missed = true;
      console.log(`\nBUDGET MISSED mobile ${path}: ${cat} ${s} < ${min}; failing audits:`);
      for (const l of failingAudits(lhr, cat)) console.log(l);
    }
  }
  console.log(`\nReports: ${outDir}/<preset>-<page>.{json,html}`);
  console.log(missed ? 'Mobile budgets: MISSED (see above)' : 'Mobile budgets: met');
  return missed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err.stack || String(err));
    process.exit(2);
  },
);
