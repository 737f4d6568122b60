// Shapes of the JSON the Rust side sends (cli/document, cli/site/config.rs). Same names as the Rust types.

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
  copyright?: string;
  license?: string;
  darkmode: string;
  notices: unknown[];
  apiSelector?: unknown;
  comments?: unknown;
  ads?: unknown;
}

export interface NavItem {
  text: string;
  link?: string;
  icon?: string;
  children?: NavItem[];
}

export interface SidebarItem {
  text: string;
  link?: string;
  icon?: string;
  children?: SidebarItem[];
  collapsible?: boolean;
}

export interface LocaleData {
  prefix: string;
  lang: string;
  navbar: NavItem[];
  sidebar: Record<string, SidebarItem[] | null>;
  labels: Record<string, string>;
  notFound: { title: string; hints: string[]; back: string; home: string };
  footer?: string;
}

export interface Header {
  level: number;
  title: string;
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
  [key: string]: unknown;
}

export interface NavLink {
  text: string;
  link: string;
  icon?: string;
}

export interface PageData {
  route: string;
  title: string;
  lang: string;
  locale: string;
  layout: 'home' | 'doc' | 'notFound';
  frontmatter: FrontMatter;
  headers: Header[];
  readingTime: { minutes: number; words: number };
  git?: { updatedTime: number; createdTime: number; contributors: { name: string; email: string; commits: number }[] };
  filePathRelative?: string;
  prev?: NavLink;
  next?: NavLink;
  twins: Record<string, string>;
  widgets: string[];
  warnings?: string[];
  html?: string;
}

/** The payload inlined in every HTML document. */
export interface InitialData {
  site: SiteConfig;
  locale: LocaleData | null;
  page: PageData;
}
