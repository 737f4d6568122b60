// A navbar dropdown (NAV-04, KB-05): opens on hover (CSS); keyboard activation of the title toggles
// `open`; a route change or focus leaving the menu closes it.

import { useEffect, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

export default function Dropdown(props: { title: ReactNode; label?: string; route: string; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [props.route]);

  // detail 0 = activated by keyboard (Enter/Space); a mouse click leaves the hover behaviour alone.
  const onTitle = (e: MouseEvent) => setOpen((o) => (e.detail === 0 ? !o : false));
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  return (
    <div className={`nav-item dropdown-wrapper${props.className ? ` ${props.className}` : ''}${open ? ' open' : ''}`} onBlur={onBlur}>
      <button type="button" className="dropdown-title" aria-label={props.label} aria-expanded={open} onClick={onTitle}>
        {props.title}
        <span className="arrow down" aria-hidden="true" />
      </button>
      <ul className="nav-dropdown">{props.children}</ul>
    </div>
  );
}
