// Back to top (WG-17): shown past 100 px of scrolling, its ring shows how far the page is read, a
// click scrolls smoothly to the top. Fetched the first time the reader scrolls past 100 px.

import { useEffect, useState } from 'react';
import './BackToTop.css';

const R = 22;
const RING = 2 * Math.PI * R;

export default function BackToTop({ label }: { label: string }) {
  const [at, setAt] = useState({ shown: false, progress: 0 });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - innerHeight;
      setAt({ shown: scrollY > 100, progress: max > 0 ? Math.min(1, scrollY / max) : 0 });
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(update);
    };
    update();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <button type="button" className={`vp-back-to-top-button${at.shown ? ' show' : ''}`} aria-label={label} data-tooltip={label} onClick={() => scrollTo({ top: 0, behavior: 'smooth' })}>
      <svg className="vp-scroll-progress" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r={R} strokeDasharray={`${(RING * at.progress).toFixed(2)} ${RING.toFixed(2)}`} />
      </svg>
      <span className="vp-back-to-top-icon" aria-hidden="true" />
    </button>
  );
}
