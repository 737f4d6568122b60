// The ad network's slot (AD-01, AD-02, HM-04). It stays an empty box unless site.yaml names the
// network's script, which is then loaded once; a blocked script leaves the box empty (AD-04).

import { useEffect } from 'react';
import type { AdsConfig } from '../../types';

let loaded = false;

function loadScript(src: string) {
  if (loaded) return;
  loaded = true;
  const s = document.createElement('script');
  s.src = src;
  s.async = true;
  s.onerror = () => console.warn('[ads] ad script did not load:', src);
  document.head.appendChild(s);
}

export default function WwadsSlot({ ads, variant = 'horizontal' }: { ads?: AdsConfig; variant?: 'horizontal' | 'vertical' }) {
  const script = ads?.wwads?.script;
  useEffect(() => {
    if (script) loadScript(script);
  }, [script]);
  // A site that configures no ad network gets no box at all.
  if (!ads?.wwads) return null;
  return <div className={`wwads wwads-cn wwads-${variant}`} data-id={ads?.wwads?.slot || undefined} />;
}
