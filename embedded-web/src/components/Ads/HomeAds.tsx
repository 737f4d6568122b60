// Home page top slot (HM-04): the VidHub card on Apple devices, the ad slot elsewhere, and always
// the link to the new site. Decided on the client, like the original.

import type { Strings } from '../../i18n';
import { isApple, localized, sendStats, WwadsSlot } from '../../layouts/common';
import type { AdsConfig } from '../../types';
import { withBase } from '../../lib/base';

export default function HomeAds({ ads, locale, t }: { ads?: AdsConfig; locale: string; t: Strings }) {
  const home = ads?.home;
  if (!home) return null;
  const vidhub = home.vidhub;
  const apple = isApple(navigator.platform, navigator.userAgent);
  const logo = vidhub?.logo;
  const bg = localized(vidhub?.image, locale);
  return (
    <div className="home-ads">
      {apple && vidhub ? (
        <a className="vidhub" href={localized(vidhub.link, locale)} target="_blank" rel="noopener noreferrer sponsored" onClick={() => sendStats(ads?.statsHost, vidhub.name)} style={bg ? { backgroundImage: `url(${withBase(bg)})` } : undefined}>
          {logo && <img className="vidhub-logo" src={withBase(logo)} alt="" width="48" height="48" />}
          <span className="vidhub-text">
            <span className="vidhub-title">
              <b>{localized(vidhub.title, locale) ?? vidhub.name}</b>
              <span className="vidhub-tag">{t.free}</span>
            </span>
            {(vidhub.lines?.[locale] ?? vidhub.lines?.['/'] ?? []).map((line) => (
              <span key={line} className="vidhub-line">
                {line}
              </span>
            ))}
          </span>
        </a>
      ) : (
        <WwadsSlot ads={ads} />
      )}
      {home.newSite && (
        <a className="new_site" href={home.newSite} target="_blank" rel="noopener noreferrer">
          {t.newSite}
        </a>
      )}
    </div>
  );
}
