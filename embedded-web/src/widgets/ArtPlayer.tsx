// Media player (WG-14, ERR-04): `<ArtPlayer src type? poster? ratio? />`. Native playback for mp4, mp3,
// webm and ogg; hls.js, mpegts.js or dash.js (each fetched only when needed) for the streaming types;
// anything else logs the unsupported-type warning and gets a plain player. Width 100 %, height from the
// ratio (16:9 by default); a loading ring until the source is attached.

import { useEffect, useRef, useState } from 'react';
import Loading from './Loading';
import { attach } from './media/engines';
import { engineFor, mediaType, parseRatio, unsupportedWarning } from './media/type';
import type { WidgetProps } from './registry';
import './ArtPlayer.css';

export default function ArtPlayer({ props }: WidgetProps) {
  const src = props.src ?? '';
  const type = mediaType(src, props.type);
  const engine = engineFor(type);
  const video = useRef<HTMLVideoElement>(null);
  const [attached, setAttached] = useState('');

  useEffect(() => {
    if (!engine) console.warn(unsupportedWarning(type));
  }, [engine, type]);

  useEffect(() => {
    const media = video.current;
    if (!media || !src) return;
    let live = true;
    let detach: (() => void) | undefined;
    const used = engine ?? 'native';
    attach(used, media, src, type)
      .then((d) => {
        if (!live) return d();
        detach = d;
        setAttached(used);
      })
      .catch(() => live && setAttached('failed'));
    return () => {
      live = false;
      detach?.();
      setAttached('');
    };
  }, [src, engine, type]);

  return (
    <div className="vp-artplayer" data-type={type} data-engine={attached || undefined} style={{ aspectRatio: String(parseRatio(props.ratio)) }}>
      <video ref={video} controls playsInline preload="metadata" poster={props.poster} aria-label={props.title || undefined} />
      {!attached && (
        <div className="vp-artplayer-loading">
          <Loading />
        </div>
      )}
    </div>
  );
}
