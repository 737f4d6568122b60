// Sidebar sponsor banner (SB-10, AD-03): image link plus a small "Sponsorship" caption; a click
// reports the banner's name when a stats host is configured.

import type { Strings } from '../../i18n';
import { localized, sendStats } from '../../layouts/common';
import type { Banner } from '../../types';
import { withBase } from '../../lib/base';

export default function Sponsor({ banner, statsHost, locale, t }: { banner: Banner; statsHost?: string; locale: string; t: Strings }) {
  const image = localized(banner.image, locale);
  return (
    <div className="ss">
      <a className="sponsor-banner" href={localized(banner.link, locale)} target="_blank" rel="noopener noreferrer sponsored" onClick={() => sendStats(statsHost, banner.name)}>
        {image ? <img src={withBase(image)} alt={banner.name} /> : banner.name}
      </a>
      <p className="sponsor-caption">{t.sponsorship}</p>
    </div>
  );
}
