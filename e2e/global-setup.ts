// Refuse to test a binary built with DOCS_SKIP_WEB=1: it serves a placeholder, not the web app.
export default async function globalSetup() {
  const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!/<script type="module"[^>]+src="\/assets\//.test(html)) {
    throw new Error('the served page has no web app bundle: rebuild `docs` without DOCS_SKIP_WEB=1');
  }
  // The servers answer pages at once and build their search index on a thread of their own; a
  // search waits for it. Wait here once, so no test's time budget pays for the index.
  for (const p of [port, port + 1]) {
    const res = await fetch(`http://127.0.0.1:${p}/api/search?q=docker`);
    if (!res.ok) throw new Error(`search on port ${p} answered ${res.status}`);
  }
}
