// The loading spinner widgets show until they are ready (WG-23): an SVG ring, 48 px by default,
// in a wrapper twice its height so the page does not jump when the widget arrives.

export default function Loading({ size = 48, height }: { size?: number; height?: number }) {
  const stroke = size >= 48 ? 20 : size >= 32 ? 18 : 16;
  return (
    <div className="vp-loading" role="status" aria-live="polite" style={{ height: height ?? size * 2 }}>
      <svg className="vp-loading-icon" width={size} height={size} viewBox="0 0 200 200" aria-hidden="true">
        <circle cx="100" cy="100" r="80" fill="none" strokeWidth={stroke} />
      </svg>
    </div>
  );
}
