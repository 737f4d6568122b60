// Every client widget by the name the renderer writes into `data-widget`. Each one is its own chunk,
// fetched only by pages that contain its placeholder (DESIGN.md: widgets are dynamic imports).

import type { ComponentType } from 'react';
import type { SiteConfig } from '../types';

/** What a widget receives: its placeholder's `data-props`, the placeholder itself, and the page. */
export interface WidgetProps {
  props: Record<string, string>;
  el: HTMLElement;
  env: WidgetEnv;
}

export interface WidgetEnv {
  site: SiteConfig;
  /** UI language of the page: `zh` under `/zh/`, else `en`. */
  lang: 'en' | 'zh';
  route: string;
}

type Loader = () => Promise<{ default: ComponentType<WidgetProps> }>;

export const loaders: Record<string, Loader> = {
  ApiSelect: () => import('./ApiSelect'),
};
