// Mounts the search dialog only after the first request to open it (SR-01): no dialog code or DOM before.

import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenSearch } from '../../lib/searchBus';
import type { Strings } from '../../i18n';
import type { SiteConfig } from '../../types';

const SearchDialog = lazy(() => import('./index'));

/** Another language's search index, offered when the current one has no hits. */
export interface OtherIndex {
  key: string;
  name: string;
}

/** Where readers report missing search results: the docs repository's issues, when it is on GitHub. */
export function issuesUrl(site: SiteConfig): string | undefined {
  const repo = site.docsRepo?.repo ?? site.repo;
  if (!repo) return undefined;
  return /^https?:\/\//.test(repo) ? `${repo.replace(/\/$/, '')}/issues` : `https://github.com/${repo}/issues`;
}

/** `t` holds the dialog's strings (the locale's, as the server chose them); `index` is the locale key the search runs in (`/api/search?lang=`). */
export default function SearchHost({ t, index, others, issuesUrl }: { t: Strings; index: string; others?: OtherIndex[]; issuesUrl?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => onOpenSearch(() => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog t={t} index={index} others={others} issuesUrl={issuesUrl} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
