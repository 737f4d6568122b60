import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApple, localized, statsUrl } from './ads';
import { hasControl, isDark, nextStatus, parseConfig, parseStatus } from './colorMode';
import { navbarHidden, swipeAction, throttle } from './gestures';
import { localeLink } from './paths';
import { isSearchShortcut, isTypingTarget, pageNavDirection } from './shortcuts';
import { nextTyping, typedText, type TypingState } from './typing';

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

describe('colour mode', () => {
  it('switch cycles light → dark → auto → light', () => {
    expect(nextStatus('switch', 'light')).toBe('dark');
    expect(nextStatus('switch', 'dark')).toBe('auto');
    // Regression (issue 20): from auto the first click changes what the reader sees.
    expect(nextStatus('switch', 'auto', false)).toBe('dark');
    expect(nextStatus('switch', 'auto', true)).toBe('light');
  });
  it('toggle flips and turns auto into light first', () => {
    expect(nextStatus('toggle', 'auto')).toBe('light');
    expect(nextStatus('toggle', 'light')).toBe('dark');
    expect(nextStatus('toggle', 'dark')).toBe('light');
  });
  it('decides darkness per config', () => {
    expect(isDark('switch', 'auto', true)).toBe(true);
    expect(isDark('switch', 'light', true)).toBe(false);
    expect(isDark('toggle', 'auto', true)).toBe(false);
    expect(isDark('enable', 'light', false)).toBe(true);
    expect(isDark('disable', 'dark', true)).toBe(false);
    expect(isDark('auto', 'light', true)).toBe(true);
  });
  it('reads unknown values as defaults and hides the control when forced', () => {
    expect(parseStatus('"dark"')).toBe('auto');
    expect(parseConfig(undefined)).toBe('switch');
    expect(hasControl('enable')).toBe(false);
    expect(hasControl('toggle')).toBe(true);
  });
});

describe('gestures', () => {
  it('hides the navbar only on a jump past the top zone', () => {
    expect(navbarHidden(0, 1500, false)).toBe(true);
    expect(navbarHidden(0, 1500, true)).toBe(null);
    expect(navbarHidden(100, 250, false)).toBe(null);
    expect(navbarHidden(1500, 1490, false)).toBe(false);
    expect(navbarHidden(0, 58, false)).toBe(false);
  });
  it('opens from the left edge and closes on other swipes', () => {
    expect(swipeAction({ x: 80, y: 300 }, { x: 121, y: 300 })).toBe('open');
    expect(swipeAction({ x: 81, y: 300 }, { x: 200, y: 300 })).toBe('close');
    expect(swipeAction({ x: 300, y: 300 }, { x: 200, y: 300 })).toBe('close');
    expect(swipeAction({ x: 10, y: 300 }, { x: 50, y: 300 })).toBe(null);
    expect(swipeAction({ x: 10, y: 300 }, { x: 70, y: 341 })).toBe(null);
  });
});

describe('throttle', () => {
  afterEach(() => vi.useRealTimers());
  it('runs leading and trailing at most once per window', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const t = throttle(fn, 300);
    t.run();
    t.run();
    t.run();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(300);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('shortcuts', () => {
  it('opens search on / and Ctrl/Cmd+K only', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
  });
  it('knows where typing happens', () => {
    expect(isTypingTarget({ tagName: 'input' })).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(isTypingTarget({ tagName: 'BUTTON' })).toBe(false);
  });
  it('maps Alt+arrows to page navigation', () => {
    expect(pageNavDirection(key('ArrowRight', { altKey: true }))).toBe('next');
    expect(pageNavDirection(key('ArrowLeft', { altKey: true }))).toBe('prev');
    expect(pageNavDirection(key('ArrowLeft'))).toBe(null);
  });
});

describe('portfolio typing', () => {
  it('types ["ab","c"] as a, ab, (1 s) c, (1 s) a', () => {
    const titles = ['ab', 'c'];
    let s: TypingState = { title: 0, chars: 1 };
    const seen: [string, number][] = [[typedText(titles, s), 0]];
    let t = 0;
    for (let i = 0; i < 3; i++) {
      const n = nextTyping(titles, s);
      t += n.delay;
      s = n.state;
      seen.push([typedText(titles, s), t]);
    }
    expect(seen).toEqual([['a', 0], ['ab', 150], ['c', 1150], ['a', 2150]]);
  });
});

describe('ads', () => {
  it('detects Apple platforms', () => {
    expect(isApple('MacIntel', '')).toBe(true);
    expect(isApple('', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(true);
    expect(isApple('Linux x86_64', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toBe(true);
    expect(isApple('Win32', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe(false);
  });
  it('picks per-locale values and builds the stats URL', () => {
    expect(localized({ '/': 'a', '/zh/': 'b' }, '/zh/')).toBe('b');
    expect(localized({ '/': 'a' }, '/zh/')).toBe('a');
    expect(localized('x', '/zh/')).toBe('x');
    expect(statsUrl('https://s.example/')).toBe('https://s.example/blade-adv/stats');
    expect(statsUrl(undefined)).toBe(null);
  });
});

describe('localeLink', () => {
  const page = { route: '/guide/install/docker.html', locale: '/', layout: 'doc' as const, twins: { '/zh/': '/zh/guide/install/docker.html' } };
  it('keeps the page and the hash in the other locale, else goes home', () => {
    expect(localeLink(page, '/zh/', '#x')).toBe('/zh/guide/install/docker.html#x');
    expect(localeLink(page, '/', '#x')).toBe('/guide/install/docker.html#x');
    expect(localeLink({ route: '/tool/onedrive/request.html', locale: '/', layout: 'doc', twins: {} }, '/zh/', '')).toBe('/zh/');
    // A missing page leads every locale home, its own included.
    expect(localeLink({ route: '/no-such.html', locale: '/', layout: 'notFound', twins: {} }, '/', '')).toBe('/');
  });
});
