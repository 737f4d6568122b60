// Every client widget by the name the renderer writes into `data-widget`. Each one is its own chunk,
// fetched only by pages that contain its placeholder (DESIGN.md: widgets are dynamic imports).

import type { ComponentType } from 'react';
import type { Lang, Strings } from '../i18n';
import type { SiteConfig } from '../types';

/** What a widget receives: its placeholder's `data-props`, the placeholder itself, and the page. */
export interface WidgetProps {
  props: Record<string, string>;
  el: HTMLElement;
  env: WidgetEnv;
}

export interface WidgetEnv {
  site: SiteConfig;
  /** The bundled language the page's locale reads (chosen by the server: locale data `strings`). */
  lang: Lang;
  /** The page's language tag (`zh-TW`), for dates the browser writes. */
  tag: string;
  /** The page's locale prefix (`/`, `/zh/`). */
  locale: string;
  route: string;
  /** The locale's UI strings, as the server chose them. */
  t: Strings;
}

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

const tool = (name: string): Loader => () => import('./tools/loaders').then((m) => m.loaders[name]());

export const loaders: Record<string, Loader> = {
  ApiSelect: () => import('./ApiSelect'),
  ChangelogLive: () => import('./ChangelogLive'),
  // Content widgets (WG-09..14); each library is fetched inside its widget only.
  Mermaid: () => import('./Mermaid'),
  FlowChart: () => import('./FlowChart'),
  ChartJS: () => import('./ChartJS'),
  ECharts: () => import('./ECharts'),
  CodeDemo: () => import('./CodeDemo'),
  ArtPlayer: () => import('./ArtPlayer'),
  // Token helpers (/tool/**): one small table chunk keeps their 14 entries out of the first load.
  OnedriveRequest: tool('OnedriveRequest'),
  OnedriveCallback: tool('OnedriveCallback'),
  OnedriveWebdav: tool('OnedriveWebdav'),
  AliyundriveRequest: tool('AliyundriveRequest'),
  AliyundriveCallback: tool('AliyundriveCallback'),
  BaiduCallback: tool('BaiduCallback'),
  DropboxRequest: tool('DropboxRequest'),
  DropboxCallback: tool('DropboxCallback'),
  GoogleRequest: tool('GoogleRequest'),
  GoogleCallback: tool('GoogleCallback'),
  GoogleAlbum: tool('GoogleAlbum'),
  Token115: tool('Token115'),
  WopanToken: tool('WopanToken'),
  YandexCallback: tool('YandexCallback'),
};
