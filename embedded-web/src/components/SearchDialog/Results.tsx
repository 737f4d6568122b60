// The hits, grouped by page: a listbox of groups named by the page title, each option a link to one
// section (the option is the link itself, so nothing interactive is nested in it).

import { cleanSnippet, type HitGroup } from './snippet';
import type { Hit } from './useSearch';
import { withBase } from '../../lib/base';

export function hitLink(hit: Hit): string {
  return hit.anchor ? `${hit.route}#${encodeURIComponent(hit.anchor)}` : hit.route;
}

export default function Results(props: { groups: HitGroup[]; selected: number; label: string; onSelect: (i: number) => void; onOpen: (hit: Hit) => void }) {
  return (
    <div id="search-results" className="search-hits" role="listbox" aria-label={props.label}>
      {props.groups.map((group, g) => (
        <div key={group.route} className="search-group" role="group" aria-labelledby={`search-group-${g}`}>
          <div id={`search-group-${g}`} className="search-group-title">
            {group.title}
            {/* Where the page is, so two pages with the same title (a driver in both guides) differ. */}
            <span className="search-group-path">{group.route.replace(/\.html$/, '').replace(/\/$/, '/')}</span>
          </div>
          {group.hits.map(({ hit, index }) => {
            // A hit on the page itself would repeat the group's title: its snippet is enough.
            const heading = hit.section && hit.section !== group.title ? hit.section : null;
            return (
              <a
                key={`${hit.route}#${hit.anchor ?? ''}`}
                id={`search-hit-${index}`}
                role="option"
                aria-selected={index === props.selected}
                className={`search-hit${index === props.selected ? ' selected' : ''}`}
                href={withBase(hitLink(hit))}
                onMouseMove={() => index !== props.selected && props.onSelect(index)}
                onClick={(e) => {
                  e.preventDefault();
                  props.onOpen(hit);
                }}
              >
                {heading && <span className="search-hit-title">{heading}</span>}
                {/* The server escapes the snippet and only adds <mark> around matches. */}
                <span className="search-hit-snippet" dangerouslySetInnerHTML={{ __html: cleanSnippet(hit.snippet, [hit.section, hit.title]) }} />
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}
