// The widget host and its registry are a chunk of their own, fetched the first time a page has a
// `[data-widget]` placeholder: a plain doc page never downloads them. Once loaded, the host stays
// mounted and rescans on every page change itself.

import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import type { WidgetEnv } from './registry';

const WidgetHost = lazy(() => import('./WidgetHost'));

export default function LazyWidgetHost(props: { scanKey: string; env: WidgetEnv }) {
  const [needed, setNeeded] = useState(false);
  useLayoutEffect(() => {
    if (!needed && document.querySelector('[data-widget]')) setNeeded(true);
  }, [props.scanKey, needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <WidgetHost {...props} />
    </Suspense>
  );
}
