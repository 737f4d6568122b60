// The search dialog (SR-01..06), loaded on first use. Results are sections of pages in the current
// language; arrows move, Enter opens, Esc closes and gives focus back.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { navigate } from '../../lib/router';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import Results, { hitLink } from './Results';
import { groupHits } from './snippet';
import type { Strings } from '../../i18n';
import { useSearch, type Hit } from './useSearch';
import type { OtherIndex } from './SearchHost';
import './SearchDialog.css';

export default function SearchDialog(props: { t: Strings; index: string; others?: OtherIndex[]; issuesUrl?: string; onClose: () => void }) {
  const t = props.t;
  const [query, setQuery] = useState('');
  // The index searched: the page's language, or another one the reader chose after no hits here
  // (a query in another script, such as a Chinese word on an English page).
  const [scope, setScope] = useState(props.index);
  // The page's language can change under an open dialog (opened while the next page was still
  // loading after a language switch): the search follows it.
  useEffect(() => setScope(props.index), [props.index]);
  const [selected, setSelected] = useState(0);
  const state = useSearch(query, scope);
  const otherScope = (props.others ?? []).find((o) => o.key === scope);
  const input = useRef<HTMLInputElement>(null);
  // Shown grouped by page, so the arrow keys walk the hits in that order.
  const groups = useMemo(() => groupHits(groupHits(state.status === 'done' ? state.hits : []).flatMap((g) => g.hits.map((h) => h.hit))), [state]);
  const hits = useMemo(() => groups.flatMap((g) => g.hits.map((h) => h.hit)), [groups]);

  // Before the first paint: a key pressed the moment the dialog shows (Escape) must already reach it.
  // On close the focus goes back where it was, or to the search button when the dialog was opened
  // from the keyboard with nothing focused (never to <body>).
  // After opening a hit the focus goes to the page opened, not back to the button (issue 59 item 10).
  const leaving = useRef(false);
  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    input.current?.focus();
    return () => {
      if (leaving.current) return document.getElementById('main-content')?.focus({ preventScroll: true });
      const back = previous && previous !== document.body && previous.isConnected ? previous : document.querySelector<HTMLElement>('.search-button');
      back?.focus?.();
    };
  }, []);
  const modal = useRef<HTMLDivElement>(null);
  useFocusTrap(modal, true, props.onClose);
  useEffect(() => setSelected(0), [state]);
  // Keep the hit chosen with the arrow keys in view. Only the results box scrolls: scrollIntoView
  // would also scroll the page behind, whose scroll handling ends in a route update that closes us.
  useEffect(() => {
    const hit = document.getElementById(`search-hit-${selected}`);
    const box = hit?.closest<HTMLElement>('.search-body');
    if (!hit || !box) return;
    const [h, b] = [hit.getBoundingClientRect(), box.getBoundingClientRect()];
    if (h.top < b.top) box.scrollTop -= b.top - h.top;
    else if (h.bottom > b.bottom) box.scrollTop += h.bottom - b.bottom;
  }, [selected]);

  const open = (hit: Hit) => {
    leaving.current = true;
    props.onClose();
    navigate(hitLink(hit));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      props.onClose();
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setSelected((s) => (s + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setSelected((s) => (s - 1 + hits.length) % hits.length);
    } else if (e.key === 'Enter' && hits[selected]) {
      e.preventDefault();
      open(hits[selected]);
    }
  };

  return (
    <div
      className="search-modal-mask"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Keep the focus where it is so closing can give it back (a press on the mask would move it to <body>).
        e.preventDefault();
        props.onClose();
      }}
    >
      <div ref={modal} className="search-modal" role="dialog" aria-modal="true" aria-label={t.searchLabel} onKeyDown={onKeyDown}>
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            ref={input}
            className="search-input"
            type="search"
            value={query}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
            aria-controls="search-results"
            aria-activedescendant={hits[selected] ? `search-hit-${selected}` : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={256}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="button" className="search-close" onClick={props.onClose}>
            {t.close}
          </button>
        </form>
        <div className="search-body" aria-live="polite">
          {state.status === 'loading' && <p className="search-status">{t.searchLoading}</p>}
          {state.status === 'busy' && (
            <p className="search-status" role="status">
              {t.searchBusy}
            </p>
          )}
          {state.status === 'error' && (
            <div className="search-error">
              <p className="search-screen-title">{t.searchErrorTitle}</p>
              <p className="search-screen-help">{t.searchErrorHelp}</p>
            </div>
          )}
          {state.status === 'done' && hits.length === 0 && (
            <div className="search-no-results">
              <p className="search-screen-title">
                {t.searchNoResults} "<strong>{query.trim()}</strong>"
              </p>
              {(props.others ?? [])
                .filter((o) => o.key !== scope)
                .map((o) => (
                  <p key={o.key} className="search-screen-help">
                    <button type="button" className="search-other-language" onClick={() => setScope(o.key)}>
                      {t.searchIn} {o.name}
                    </button>
                  </p>
                ))}
              {otherScope && (
                <p className="search-screen-help">
                  <button type="button" className="search-other-language" onClick={() => setScope(props.index)}>
                    {t.searchHere}
                  </button>
                </p>
              )}
              <p className="search-screen-help">{t.searchTrySearching}</p>
              <ul className="search-suggestions">
                {t.searchSuggestions.split(', ').map((s) => (
                  <li key={s}>
                    <button type="button" onClick={() => setQuery(s)}>
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
              {props.issuesUrl && (
                <p className="search-screen-help">
                  {t.searchMissing}{' '}
                  <a href={props.issuesUrl} target="_blank" rel="noopener noreferrer">
                    {t.searchLetUsKnow}
                  </a>
                </p>
              )}
            </div>
          )}
          {hits.length > 0 && otherScope && (
            <p className="search-scope">
              {t.searchResultsIn} {otherScope.name}{' '}
              <button type="button" className="search-other-language" onClick={() => setScope(props.index)}>
                {t.searchHere}
              </button>
            </p>
          )}
          {hits.length > 0 && <Results groups={groups} selected={selected} label={t.searchResults} onSelect={setSelected} onOpen={open} />}
        </div>
        <footer className="search-footer" aria-hidden="true">
          <span><kbd>↑</kbd><kbd>↓</kbd> {t.searchNavigate}</span>
          <span><kbd>↵</kbd> {t.searchSelect}</span>
          <span><kbd>Esc</kbd> {t.searchCloseHint}</span>
        </footer>
      </div>
    </div>
  );
}
