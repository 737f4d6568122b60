// Loads page and locale data when the location changes; the first page comes inlined in the HTML.

import { useEffect, useRef, useState } from 'react';
import { fetchLocale, fetchPage } from '../lib/data';
import { loadBody } from '../layouts/bodies';
import type { InitialData, LocaleData, PageData } from '../types';

// The progress bar (WG-16) is a small chunk fetched as soon as the first page is up, so the first
// navigation already has it; a navigation that beats it starts the bar when it arrives.
let progress: Promise<typeof import('../components/Progress')> | undefined;
let navigating = false;
const loadProgress = () => (progress ??= import('../components/Progress'));
function progressStart() {
  navigating = true;
  void loadProgress().then((m) => navigating && m.progressStart(), () => undefined);
}
function progressDone() {
  navigating = false;
  void loadProgress().then((m) => m.progressDone(), () => undefined);
}

export interface PageState {
  page: PageData;
  html: string;
  locale: LocaleData | null;
  error: boolean;
  /** Navigations settled so far; a return to the shown page before another one arrived counts too. */
  visit: number;
}

/** The not-found page for `path`, in the locale whose prefix is the longest that `path` starts with. */
function notFound(path: string, prev: PageData, locales: InitialData['site']['locales']): PageData {
  const prefix = Object.keys(locales)
    .filter((p) => path.startsWith(p))
    .sort((a, b) => b.length - a.length)[0] ?? prev.locale;
  const lang = locales[prefix]?.lang ?? prev.lang;
  return { ...prev, route: path, layout: 'notFound', locale: prefix, lang, title: '', headers: [], twins: {}, widgets: [], frontmatter: {}, prev: undefined, next: undefined, breadcrumb: [], parts: { toc: false, navbar: true } };
}

export function usePage(initial: InitialData, initialHtml: string, path: string): PageState {
  // A 404 answer carries the not-found page's data; it stands for the path that was asked for.
  const first = initial.page.layout === 'notFound' ? { ...initial.page, route: path } : initial.page;
  const [state, setState] = useState<PageState>({ page: first, html: initialHtml, locale: initial.locale, error: false, visit: 0 });
  const loading = useRef(false);
  const locales = useRef(new Map<string, LocaleData>());
  // The inlined locale holds only this page's sidebar; the whole one is a cacheable file of its own.
  if (initial.locale && !initial.locale.partial) locales.current.set(initial.locale.prefix, initial.locale);

  useEffect(() => {
    void loadProgress().catch(() => undefined);
    const inlined = initial.locale;
    const key = inlined?.partial ? initial.site.locales[inlined.prefix]?.key : undefined;
    if (!inlined || !key) return;
    fetchLocale(key).then(
      (full) => {
        if (!full) return;
        locales.current.set(full.prefix, full);
        setState((s) => (s.locale === inlined ? { ...s, locale: full } : s));
      },
      () => undefined, // the trimmed sidebar stays; the next navigation tries again
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (path === state.page.route) {
      // Back on the shown page while another was loading (a quick Back): settle that navigation here.
      if (loading.current) {
        loading.current = false;
        setState((s) => ({ ...s, visit: s.visit + 1 }));
        progressDone();
      }
      return;
    }
    loading.current = true;
    let cancelled = false;
    progressStart();
    (async () => {
      try {
        const page = (await fetchPage(path)) ?? notFound(path, state.page, initial.site.locales);
        let locale = locales.current.get(page.locale) ?? null;
        if (!locale) {
          const key = initial.site.locales[page.locale]?.key;
          locale = key ? await fetchLocale(key) : null;
          if (locale) locales.current.set(page.locale, locale);
        }
        await loadBody(page.layout);
        if (!cancelled) setState((s) => ({ page, html: page.html ?? '', locale, error: false, visit: s.visit + 1 }));
      } catch {
        if (!cancelled) setState((s) => ({ ...s, error: true }));
      }
      if (!cancelled) {
        loading.current = false;
        progressDone();
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [path]); // eslint-disable-line react-hooks/exhaustive-deps

  return state;
}
