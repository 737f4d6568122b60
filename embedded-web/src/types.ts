// Shapes of the JSON the Rust side sends (cli/document, cli/site/config.rs). Same names as the Rust types.

import type { Strings } from './i18n';

export interface LocaleInfo {
  key: string;
  lang: string;
  name: string;
  title: string;
  description: string;
  browserLangs: string[];
}

export interface SiteConfig {
  title: string;
  description: string;
  defaultLocale: string;
  locales: Record<string, LocaleInfo>;
  logo: string;
  repo?: string;
  docsRepo?: { repo: string; branch: string; dir: string; pattern?: string };
  author: { name: string; url?: string };
  /** `false`: no copyright line (the footer the server decides already says so). */
  copyright?: string | boolean;
  license?: string;
  darkmode: string;
  notices: NoticeItem[];
  apiSelector?: unknown;
  comments?: CommentsConfig;
  changelog?: ChangelogFeed;
  ads?: AdsConfig;
  /** Focus mode (WG-22): true = fade the frame after 1500 ms on the article, a number = that delay in ms. */
  focus?: boolean | number;
  /** site.yaml `blog:` (cli/site/blog): the blog's generated pages exist only when set. */
  blog?: { articlesPerPage: number };
  /** site.yaml `feed:`: the Atom, RSS and JSON feeds each locale gets (with a hostname). */
  feed?: { atom: boolean; rss: boolean; json: boolean; count: number };
}

/** site.yaml `comments:` (CMT-01..04): giscus settings. Absent = no comments, no request. */
export interface CommentsConfig {
  provider: 'Giscus';
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  /** Default `pathname`; a page's `commentID` is sent as a `specific` term. */
  mapping?: string;
  strict?: boolean;
  reactionsEnabled?: boolean;
  inputPosition?: 'top' | 'bottom';
  lazyLoading?: boolean;
  /** Theme name or stylesheet URL for each colour mode (default `light` / `dark`). */
  lightTheme?: string;
  darkTheme?: string;
  /** Client script, default `https://giscus.app/client.js`. */
  client?: string;
}

/** site.yaml `changelog:`: the release feed read when online and the releases page for readers. */
export interface ChangelogFeed {
  releases?: string;
  page?: string;
}

/** A notice popup (site.yaml `notices:`, NT-01). Title, content and action text are trusted HTML. */
export interface NoticeItem {
  path?: string;
  match?: string;
  title: string;
  content: string;
  actions?: { text: string; link?: string; type?: string }[];
  showOnce?: boolean;
  confirm?: boolean;
  fullscreen?: boolean;
  key?: string;
}

/** A per-locale value: one string for every locale, or one per locale prefix (`{"/": …, "/zh/": …}`). */
export type Localized = string | Record<string, string>;

/** A banner that reports clicks (`name` is what the stats request sends). */
export interface Banner {
  name: string;
  link: Localized;
  image?: Localized;
}

/** site.yaml `ads:` (AD-*, HM-04, SB-10). Everything is optional; nothing loads unless configured. */
export interface AdsConfig {
  /** Origin receiving `POST <statsHost>/blade-adv/stats`; no stats are sent without it. */
  statsHost?: string;
  /** The ad network's slots (`data-id` = slot); its script is loaded only when `script` is set. */
  wwads?: { slot?: string; script?: string };
  /** The sponsor flag: `enabled` shows the sidebar banner (SB-10) and fills the bottom ad box (AD-02). */
  sponsor?: Banner & { enabled?: boolean };
  /** Home page slot (HM-04). */
  home?: {
    newSite?: string;
    vidhub?: Banner & { logo?: string; title?: Localized; lines?: Record<string, string[]> };
  };
}

export interface NavItem {
  text: string;
  link?: string;
  icon?: string;
  children?: NavItem[];
}

export interface SidebarItem {
  text: string;
  /** Where the text may wrap (UTF-16 offsets the server decided; absent when nowhere): lib/wbr.tsx. */
  wb?: number[];
  link?: string;
  icon?: string;
  children?: SidebarItem[];
  /** Sent on every group: whether its heading folds it (else it stays open). */
  collapsible?: boolean;
}

export interface LocaleData {
  prefix: string;
  lang: string;
  navbar: NavItem[];
  sidebar: Record<string, SidebarItem[] | null>;
  /** Every UI string the app shows, as the server chose them for this locale (i18n/index.ts). */
  ui: Strings;
  /** The bundled language those strings came from (`zh` for a `zh-TW` locale), the widgets'
   *  `env.lang`; every widget string is in `ui`. */
  strings: string;
  notFound: { title: string; hints: string[]; back: string; home: string };
  footer?: string;
  /** The copy inlined in a page: only that page's sidebar, trimmed to what it paints. */
  partial?: boolean;
}

export interface Header {
  level: number;
  title: string;
  /** Where the title may wrap (UTF-16 offsets the server decided; absent when nowhere): lib/wbr.tsx. */
  wb?: number[];
  slug: string;
  children?: Header[];
}

export interface Action {
  text: string;
  link: string;
  type?: string;
}

export interface Feature {
  title: string;
  icon?: string;
  details?: string;
  link?: string;
}

export interface FrontMatter {
  title?: string;
  icon?: string;
  home?: boolean;
  heroText?: string;
  tagline?: string;
  heroImage?: string;
  actions?: Action[];
  features?: Feature[];
  highlights?: { header: string; description?: string; features: Feature[] }[];
  sidebar?: boolean;
  navbar?: boolean;
  footer?: string | boolean;
  copyright?: string | boolean;
  headerDepth?: number;
  portfolio?: boolean;
  name?: string;
  avatar?: string;
  titles?: string[];
  welcome?: string;
  medias?: { name: string; url: string; icon?: string }[];
  containerClass?: string;
  /** Page chrome switches and page info (PG-03..12, CMT-02). Wrong types arrive already emptied. */
  shortTitle?: string;
  author?: { name: string; url?: string }[];
  category?: string[];
  tag?: string[];
  date?: string;
  isOriginal?: boolean;
  pageview?: boolean;
  pageInfo?: boolean | string[];
  toc?: boolean;
  breadcrumb?: boolean;
  editLink?: boolean;
  lastUpdated?: boolean;
  contributors?: boolean;
  license?: string;
  print?: boolean;
  comment?: boolean;
  commentID?: string;
  [key: string]: unknown;
}

export interface NavLink {
  text: string;
  /** Where the text may wrap (UTF-16 offsets the server decided; sent on prev/next only, absent when nowhere): lib/wbr.tsx. */
  wb?: number[];
  link: string;
  icon?: string;
}

export interface PageData {
  route: string;
  title: string;
  lang: string;
  locale: string;
  layout: 'home' | 'doc' | 'notFound' | 'blog';
  frontmatter: FrontMatter;
  /** The headings the page shows (TOC and sidebar), already cut to its `headerDepth`. */
  headers: Header[];
  readingTime: { minutes: number; words: number };
  git?: { updatedTime: number; createdTime: number; contributors: { name: string; email: string; commits: number }[] };
  filePathRelative?: string;
  prev?: NavLink;
  next?: NavLink;
  /** Locale home → ancestor folder indexes → this page (PG-03). */
  breadcrumb?: NavLink[];
  /** Titles of the sidebar groups that open for this page, outermost first (SB-06): decided by
   *  the server (`sidebar_slice::open_path`), drawn here. */
  sidebarOpen?: string[];
  twins: Record<string, string>;
  widgets: string[];
  warnings?: string[];
  /** Every chrome decision, made by the server (cli/document/parts.rs): the app draws these. */
  parts: Parts;
  /** What a blog page lists (layout `blog`), or a blog home below its hero (layout `home`),
   *  decided by the server (cli/site/blog/view.rs). */
  blog?: BlogView;
  /** The page's own head tags (meta, link) as the server wrote them, marked `data-page-head`:
   *  swapped in on a client-side visit (lib/pageHead.ts). */
  pageHead?: string;
  /** The site.yaml notice this route shows, chosen by the server (cli/document/notice.rs). A page
   *  sends its place in `site.notices` ([`InlinedPage`]); lib/data.ts puts the item here. */
  notice?: NoticeItem;
  html?: string;
}

/** A category or tag with its page and article count. */
export interface BlogTerm {
  name: string;
  link: string;
  count: number;
}

/** An article as a blog list shows it. */
export interface BlogCard {
  route: string;
  title: string;
  date?: string;
  dateText?: string;
  excerpt?: string;
  categories?: BlogTerm[];
  tags?: BlogTerm[];
  sticky?: boolean;
  star?: boolean;
}

/** One blog page: the switcher, the heading and its list (`View` in Rust). */
export interface BlogView {
  kind: 'articles' | 'categories' | 'category' | 'tags' | 'tag' | 'timeline' | 'star' | 'home';
  heading: string;
  nav: { text: string; link: string; current: boolean }[];
  articles?: BlogCard[];
  terms?: BlogTerm[];
  years?: { year: number; articles: BlogCard[] }[];
  pager?: { text: string; prev?: string; next?: string; prevLabel: string; nextLabel: string };
  empty: string;
  stickyLabel: string;
  starLabel: string;
  /** The blogger card beside the list (blog home, article list). */
  blogger?: Blogger;
}

/** Who writes the blog (`Blogger` in cli/site/blog/view.rs). */
export interface Blogger {
  name: string;
  avatar?: string;
  description?: string;
  intro?: string;
  introLabel: string;
  medias?: { name: string; link: string }[];
  mediasLabel: string;
  stats: { text: string; count: number; link: string }[];
  label: string;
}

/** A page info item (PG-04..08): `label` is its tooltip, `text` what it shows, `meta` its
 *  schema.org `[property, content]`. */
export type InfoItem =
  | { kind: 'author'; label: string; authors: { name: string; url?: string }[]; meta: [string, string] }
  | { kind: 'original'; text: string }
  | { kind: 'date' | 'readingTime' | 'word'; label: string; text: string; meta: [string, string] }
  | { kind: 'category' | 'tag'; label: string; values: string[]; links?: string[]; meta: [string, string] };

export interface Parts {
  /** The TOC shows. */
  toc: boolean;
  info?: InfoItem[];
  meta?: {
    edit?: { text: string; link: string };
    updated?: { label: string; text: string; iso: string };
    contributors?: { label: string; people: { name: string; email: string }[] };
  };
  footer?: { html?: string; copyright?: string };
  /** The print button shows in the TOC (site.yaml or front-matter `print: true`). */
  print?: boolean;
  /** The navbar shows. */
  navbar: boolean;
  /** The sidebar the page shows: its key in the locale's `sidebar`; absent for none. */
  sidebar?: string;
  /** A doc page no sidebar prefix covers (the app warns on the console). */
  sidebarMissing?: boolean;
  /** The comment box shows. */
  comments?: boolean;
}

/** What the app starts from: the page's inlined data with its locale's common file filled in. */
export interface InitialData {
  site: SiteConfig;
  locale: LocaleData | null;
  page: PageData;
}

/** What every page of a locale has in common (`/_data/common/<key>-<hash>.json`): the site's
 *  configuration and the locale's texts and navigation, fetched once rather than inlined in each page. */
export interface CommonData {
  site: SiteConfig;
  locale: Omit<LocaleData, 'prefix' | 'lang' | 'sidebar' | 'partial'> | null;
}

/** The payload inlined in every HTML document: the page's own data and the addresses of its common
 *  file and of the sidebar slice it draws (`/_data/sidebar/<key>-<hash>.json`, absent when no
 *  sidebar covers the page; the pages of a section share it). */
export interface InlinedData {
  common: string;
  sidebar?: string;
  locale: Pick<LocaleData, 'prefix' | 'lang' | 'partial'> | null;
  page: InlinedPage;
}

/** The page data as a page's HTML holds it: its notice named by its place in the common file's
 *  `site.notices`, which holds the text once for every page (issue 60). */
export type InlinedPage = Omit<PageData, 'notice'> & { notice?: number };
