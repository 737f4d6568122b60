// Attaching a source to a media element per engine; each library is its own dynamic import, fetched
// only for the types that need it. Returns the detach function.

import type { Engine } from './type';

type Detach = () => void;

function native(media: HTMLMediaElement, src: string): Detach {
  media.src = src;
  return () => {
    media.removeAttribute('src');
    media.load();
  };
}

export async function attach(engine: Engine, media: HTMLMediaElement, src: string, type: string): Promise<Detach> {
  if (engine === 'hls') {
    const { default: Hls } = await import('hls.js');
    if (!Hls.isSupported()) return native(media, src); // Safari plays HLS itself.
    // No worker: the CSP does not allow blob: workers.
    const hls = new Hls({ enableWorker: false });
    hls.loadSource(src);
    hls.attachMedia(media);
    return () => hls.destroy();
  }
  if (engine === 'mpegts') {
    const { default: mpegts } = await import('mpegts.js');
    if (!mpegts.isSupported()) return native(media, src);
    const player = mpegts.createPlayer({ type: type === 'ts' ? 'mpegts' : 'flv', url: new URL(src, location.href).href });
    player.attachMediaElement(media);
    player.load();
    return () => player.destroy();
  }
  if (engine === 'dash') {
    const { MediaPlayer } = await import('dashjs');
    const player = MediaPlayer().create();
    player.initialize(media, src, false);
    return () => player.destroy();
  }
  return native(media, src);
}
