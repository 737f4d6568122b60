import { expect, test } from './fixtures';

// The media player (WG-14, ERR-04) on the fixture's /widgets/media.html: mp4, avi (unsupported),
// `live.m3u8?t=1` (unsupported: the query string is part of the type), m3u8 (4:3), flv, mpd and an
// extensionless source with `type="MP3"`. Every file is served by the fixture site itself.
const MEDIA = '/widgets/media.html';

test.describe('media player', () => {
  // The page also embeds two Bilibili players; their frames get an empty local stand-in.
  test.beforeEach(async ({ page }) => {
    await page.route('https://player.bilibili.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }));
  });

  test('WG-14 ERR-04 the type picks the playback engine; unsupported types warn and get a plain player', async ({ docs, page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const fetched: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/media/')) fetched.push(u.pathname + u.search);
    });
    await docs.fixture(MEDIA);
    const players = page.locator('.vp-artplayer');
    await expect(players).toHaveCount(7);
    expect(await players.evaluateAll((ps) => ps.map((p) => (p as HTMLElement).dataset.type))).toEqual(['mp4', 'avi', 'm3u8?t=1', 'm3u8', 'flv', 'mpd', 'mp3']);
    await expect(players.locator('xpath=self::*[@data-engine]')).toHaveCount(7, { timeout: 15_000 });
    expect(await players.evaluateAll((ps) => ps.map((p) => (p as HTMLElement).dataset.engine))).toEqual(['native', 'native', 'native', 'hls', 'mpegts', 'dash', 'native']);
    expect(warnings.filter((w) => w.startsWith('[components]'))).toEqual([
      '[components]: ArtPlayer does not support current file type avi!',
      '[components]: ArtPlayer does not support current file type m3u8?t=1!',
    ]);
    // Native and plain players point the element at the file; the streaming engines fetch it themselves.
    const src = (i: number) => players.nth(i).locator('video').evaluate((v: HTMLVideoElement) => new URL(v.src).pathname + new URL(v.src).search);
    expect(await src(0)).toBe('/media/clip.mp4');
    expect(await src(1)).toBe('/media/clip.avi');
    expect(await src(2)).toBe('/media/live.m3u8?t=1');
    expect(await src(6)).toBe('/media/feed');
    await expect.poll(() => fetched).toEqual(expect.arrayContaining(['/media/stream.m3u8', '/media/clip.flv', '/media/stream.mpd']));
    // The players have controls and fill the column.
    await expect(players.first().locator('video')).toHaveAttribute('controls', '');
  });

  test('WG-14 width 100 %, height from the ratio (16:9 unless given)', async ({ docs, page }) => {
    await docs.fixture(MEDIA);
    const box = async (i: number) => (await page.locator('.vp-artplayer').nth(i).boundingBox())!;
    const column = (await page.locator('#docs-content').boundingBox())!;
    const mp4 = await box(0);
    expect(Math.abs(mp4.width - column.width)).toBeLessThan(2);
    expect(mp4.height).toBeCloseTo((mp4.width * 9) / 16, 0);
    const hls = await box(3);
    expect(hls.height).toBeCloseTo((hls.width * 3) / 4, 0);
  });

  test('WG-14 the loading ring stays until the engine is attached; engine libraries load only here', async ({ docs, page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/hls-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && chunks.push(new URL(r.url()).pathname));
    await docs.fixture(MEDIA);
    const stream = page.locator('.vp-artplayer').nth(3);
    await expect(stream.getByRole('status')).toBeVisible();
    await expect(stream).not.toHaveAttribute('data-engine', /.+/);
    await expect(page.locator('.vp-artplayer').first()).toHaveAttribute('data-engine', 'native');
    release();
    await expect(stream).toHaveAttribute('data-engine', 'hls');
    await expect(stream.getByRole('status')).toHaveCount(0);
    expect(chunks.some((u) => /\/hls-[\w-]+\.js$/.test(u))).toBe(true);
    expect(chunks.some((u) => /\/mpegts-[\w-]+\.js$/.test(u))).toBe(true);
    expect(chunks.some((u) => /\/dash[\w.-]*\.js$/.test(u))).toBe(true);
  });

  test('WG-15 BiliBili: the player frame by bvid or aid + cid, 16:9, with a screen-reader link', async ({ docs, page }) => {
    const frames: string[] = [];
    page.on('request', (r) => r.url().startsWith('https://player.bilibili.com/') && frames.push(r.url()));
    await docs.fixture(MEDIA);
    const players = page.locator('iframe.bilibili-iframe');
    await expect(players).toHaveCount(2);
    await expect(players.nth(0)).toHaveAttribute('src', 'https://player.bilibili.com/player.html?bvid=BV1kx411c7Ab&t=30&autoplay=0');
    await expect(players.nth(1)).toHaveAttribute('src', 'https://player.bilibili.com/player.html?aid=170001&cid=279786&t=0&autoplay=1&p=2');
    const links = page.locator('a.bilibili-desc');
    await expect(links.nth(0)).toHaveAttribute('href', 'https://www.bilibili.com/video/BV1kx411c7Ab');
    await expect(links.nth(1)).toHaveAttribute('href', 'https://www.bilibili.com/video/av170001');
    // The link is for screen readers only: in the accessibility tree, one pixel on screen.
    const link = (await links.nth(0).boundingBox())!;
    expect(link.width).toBeLessThanOrEqual(1);
    // Full column width, height from 16:9; the frame loads once it is near the screen.
    await players.nth(1).scrollIntoViewIfNeeded();
    const box = (await players.nth(1).boundingBox())!;
    const column = (await page.locator('#docs-content').boundingBox())!;
    expect(Math.abs(box.width - column.width)).toBeLessThan(2);
    expect(box.height).toBeCloseTo((box.width * 9) / 16, 0);
    await expect.poll(() => frames.length).toBeGreaterThanOrEqual(2);
  });
});
