// Mounts the search dialog only after the first request to open it (SR-01): no dialog code or DOM before.

import { lazy, Suspense, useEffect, useState } from 'react';
import { onOpenSearch } from '../../lib/searchBus';

const SearchDialog = lazy(() => import('./index'));

/** `lang` picks the dialog's strings; `index` is the locale key the search runs in (`/api/search?lang=`). */
export default function SearchHost({ lang, index, issuesUrl }: { lang: 'en' | 'zh'; index: string; issuesUrl?: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => onOpenSearch(() => setOpen(true)), []);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog lang={lang} index={index} issuesUrl={issuesUrl} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
