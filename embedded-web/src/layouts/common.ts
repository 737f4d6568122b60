// The parts both the home and the doc body draw (content, footer, ad slot and the ad helpers). The
// page frame imports this module (bodies.ts), so they ride in the main chunk: otherwise they would be
// a small chunk of their own that every home and doc page fetches before it can mount.

export { default as Content } from '../components/Content';
export { default as Footer } from '../components/Footer';
export { default as WwadsSlot } from '../components/Ads/WwadsSlot';
import * as ads from '../lib/ads';

export const { isApple, localized, sendStats } = ads;
