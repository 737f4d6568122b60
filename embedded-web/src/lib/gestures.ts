// Navbar auto-hide and sidebar swipe rules (NAV-07, KB-02), no DOM. Thresholds are the original theme's.

export const NAVBAR_TOP_ZONE = 58;
export const NAVBAR_JUMP = 200;
export const SCROLL_THROTTLE_MS = 300;
export const SWIPE_EDGE = 80;
export const SWIPE_MIN_DX = 40;
export const SWIPE_RATIO = 1.5;
export const MOBILE_MAX = 719;
export const WIDE_MIN = 1440;

/** Next hidden state from two scroll samples; `null` keeps the current state (slow scrolling down). */
export function navbarHidden(prevY: number, y: number, sidebarOpen: boolean): boolean | null {
  if (y <= NAVBAR_TOP_ZONE || y < prevY) return false;
  if (y > prevY + NAVBAR_JUMP && !sidebarOpen) return true;
  return null;
}

/** What a finished touch gesture does to the mobile sidebar. */
export function swipeAction(start: { x: number; y: number }, end: { x: number; y: number }): 'open' | 'close' | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (!(Math.abs(dx) > SWIPE_RATIO * Math.abs(dy) && Math.abs(dx) > SWIPE_MIN_DX)) return null;
  return dx > 0 && start.x <= SWIPE_EDGE ? 'open' : 'close';
}

/** Leading + trailing throttle: runs at once, then at most once per `ms` with the latest call. */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    const wait = last + ms - Date.now();
    if (wait <= 0) {
      last = Date.now();
      fn();
    } else if (timer === undefined) {
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        fn();
      }, wait);
    }
  };
  return { run, cancel: () => clearTimeout(timer) };
}
