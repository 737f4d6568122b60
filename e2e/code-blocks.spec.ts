import { expect, test } from './fixtures';

// Issue 37 item 3 and issue 34 item 11: code blocks (MARKDOWN.md §8; no FEATURES.md ID covers their
// markup) are one flat span per token, so the longest reference page stays light, and each gutter
// number sits on its own line however far down a block.

const CONFIG = '/config/configuration.html';

test('MARKDOWN §8 highlighted tokens are flat spans, and the configuration reference stays light', async ({ docs, page }) => {
  await docs.goto('en', CONFIG);
  const code = page.locator('#docs-content pre code');
  expect(await code.count()).toBeGreaterThan(3);
  // Token classes are two letters (hs string, hk keyword, hn constant, …: render/code_tokens.rs).
  expect(await page.locator('#docs-content pre code span[class^="h"]').count()).toBeGreaterThan(50);
  await expect(page.locator('#docs-content pre code span span')).toHaveCount(0);
  // The gutter is one element however many lines (its numbers are generated content).
  const gutters = await page.locator('#docs-content .line-numbers').evaluateAll((g) => g.map((e) => e.childElementCount));
  expect(gutters.length).toBeGreaterThan(3);
  expect(gutters.every((n) => n === 0)).toBe(true);
  // What Lighthouse counts (body elements; issue 37 measured 2,203 with nested scopes). Code blocks
  // now hold about 2 elements per line of JSON; the rest is mostly the reference tables. On a phone
  // (Lighthouse mobile's width) the closed TOC, the hidden navbar links and the closed sidebar's
  // headings are not drawn either.
  const bodyElements = () => page.evaluate(() => document.querySelectorAll('body *').length);
  expect(await bodyElements()).toBeLessThan(1650);
  await page.setViewportSize({ width: 412, height: 823 });
  await docs.goto('en', CONFIG);
  expect(await bodyElements()).toBeLessThan(1500);
});

test('MARKDOWN §8 every line number is level with its line, to the end of the longest block', async ({ docs, page }) => {
  for (const [locale, route] of [['en', CONFIG], ['zh', CONFIG]] as const) {
    await docs.goto(locale, route);
    // Per visible block: the largest gap between the middle of line n's first character and the
    // middle of gutter line n (the gutter is one element whose numbers are generated text, one per
    // line box of its own line height).
    const gaps = await page.locator('#docs-content .line-numbers-mode').evaluateAll((blocks) =>
      blocks.filter((b) => (b as HTMLElement).offsetParent).map((block) => {
        const code = block.querySelector('pre code')!;
        const gutter = block.querySelector('.line-numbers')!;
        const style = getComputedStyle(gutter);
        const numbers = (gutter.getAttribute('data-lines') ?? '').split('\n');
        const middle = (n: number) =>
          gutter.getBoundingClientRect().top + parseFloat(style.paddingTop) + (n + 0.5) * parseFloat(style.lineHeight);
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let line = 0;
        let atStart = true;
        let worst = 0;
        for (let t = walker.nextNode() as Text | null; t; t = walker.nextNode() as Text | null) {
          for (let i = 0; i < t.data.length; i++) {
            if (t.data[i] === '\n') {
              line++;
              atStart = true;
            } else if (atStart && t.data[i].trim()) {
              atStart = false;
              const range = document.createRange();
              range.setStart(t, i);
              range.setEnd(t, i + 1);
              const a = range.getBoundingClientRect();
              worst = Math.max(worst, Math.abs((a.top + a.bottom) / 2 - middle(line)));
            }
          }
        }
        return { lines: numbers.length, counted: line, worst };
      }),
    );
    expect(gaps.some((g) => g.lines >= 20), `${route} has a long block`).toBe(true);
    for (const g of gaps) {
      expect(g.counted, `${route}: one number per line`).toBe(g.lines);
      expect(g.worst, `${route}: a ${g.lines}-line block`).toBeLessThan(1.5);
    }
  }
});
