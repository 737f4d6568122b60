// Back to top (WG-17), main-bundle part: waits for the first scroll past 100 px, then brings in the
// button (its own small chunk), which takes over from there.

import { lazy, Suspense, useEffect, useState } from 'react';

const Button = lazy(() => import('./Button'));

/** `label`: the page locale's `backToTop` string. */
export default function BackToTop({ label }: { label: string }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    const check = () => scrollY > 100 && setNeeded(true);
    check();
    addEventListener('scroll', check, { passive: true });
    return () => removeEventListener('scroll', check);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Button label={label} />
    </Suspense>
  ) : null;
}
