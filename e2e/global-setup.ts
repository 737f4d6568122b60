// Refuse to test a binary built with DOCS_SKIP_WEB=1: it serves a placeholder, not the web app.
export default async function globalSetup() {
  const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
  const html = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  if (!/<script type="module"[^>]+src="\/assets\//.test(html)) {
    throw new Error('the served page has no web app bundle: rebuild `docs` without DOCS_SKIP_WEB=1');
  }
}
