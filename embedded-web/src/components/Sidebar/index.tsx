// The sidebar (SB-05..10): top slot (sponsor banner), then the lists.

import type { Strings } from '../../i18n';
import type { AdsConfig, Header, SidebarItem } from '../../types';
import Sponsor from '../Ads/Sponsor';
import Links from './Links';
// A doc page is the only kind with a sidebar: its rules come with the doc chunk (main.tsx).
import '../../styles/sidebar.css';

export interface SidebarProps {
  items: SidebarItem[];
  route: string;
  /** The page data's open groups, outermost first (`PageData.sidebarOpen`). */
  open: string[];
  /** Changes with every settled navigation (see usePage). */
  visit: number;
  locale: string;
  headers: Header[];
  ads?: AdsConfig;
  t: Strings;
}

export default function Sidebar(props: SidebarProps) {
  const sponsor = props.ads?.sponsor;
  return (
    <aside id="sidebar" className="vp-sidebar" aria-label={props.t.sidebarNav}>
      {sponsor?.enabled && <Sponsor banner={sponsor} statsHost={props.ads?.statsHost} locale={props.locale} t={props.t} />}
      <Links items={props.items} route={props.route} open={props.open} visit={props.visit} headers={props.headers} />
    </aside>
  );
}
