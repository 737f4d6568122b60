// Newer releases from the GitHub releases API, as plain data (no DOM, no HTML from the feed).

export interface Release {
  version: string;
  date?: string;
  url?: string;
  /** Body lines as text: list markers and heading marks removed, empty lines dropped. */
  lines: string[];
}

/** `v3.45.0` → [3, 45, 0]; null when the tag is not a version. */
export function parseVersion(tag: string): number[] | null {
  const m = /^v?(\d+)\.(\d+)\.(\d+)/.exec(tag.trim());
  return m ? m.slice(1, 4).map(Number) : null;
}

export function isNewer(tag: string, than: string): boolean {
  const a = parseVersion(tag);
  const b = parseVersion(than);
  if (!a) return false;
  if (!b) return true;
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

const MAX_LINES = 12;

/** Markdown body → short text lines (never rendered as HTML). */
export function bodyLines(body: unknown): string[] {
  if (typeof body !== 'string') return [];
  return body
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(#{1,6}\s+|[-*+]\s+|\d+\.\s+)/, '').replace(/\*\*|__|`/g, '').trim())
    .filter(Boolean)
    .slice(0, MAX_LINES);
}

/** Published, non-draft, non-prerelease entries newer than `latest`, newest first. */
export function newerReleases(feed: unknown, latest: string): Release[] {
  if (!Array.isArray(feed)) return [];
  const out: Release[] = [];
  for (const r of feed) {
    if (!r || typeof r !== 'object') continue;
    const { tag_name, draft, prerelease, published_at, html_url, body } = r as Record<string, unknown>;
    if (typeof tag_name !== 'string' || draft === true || prerelease === true || !isNewer(tag_name, latest)) continue;
    out.push({
      version: tag_name,
      date: typeof published_at === 'string' ? published_at : undefined,
      url: typeof html_url === 'string' && /^https:\/\//.test(html_url) ? html_url : undefined,
      lines: bodyLines(body),
    });
  }
  return out.sort((x, y) => (isNewer(x.version, y.version) ? -1 : isNewer(y.version, x.version) ? 1 : 0));
}
