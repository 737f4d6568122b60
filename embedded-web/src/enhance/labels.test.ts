import { afterEach, expect, test, vi } from 'vitest';
import table from '../i18n/strings.json';
import { insertCopyButtons } from './copyCode';

afterEach(() => vi.unstubAllGlobals());

// Regression: the enhancers and small widgets chose their labels with `lang.startsWith('zh')`, so a
// third locale read English whatever the `ui` strings of its site.yaml entry said.
test('copy buttons take their labels from the locale ui strings', async () => {
  const t = { ...table.app.en, copyCode: 'コードをコピー', copied: 'コピーしました' };
  const made: { attrs: Record<string, string>; dataset: Record<string, string> }[] = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const attrs: Record<string, string> = {};
      const el = { attrs, dataset: {}, setAttribute: (k: string, v: string) => void (attrs[k] = v) };
      made.push(el);
      return el;
    },
  });
  const pre = { before: () => undefined, classList: { add: () => undefined } };
  insertCopyButtons({ querySelectorAll: () => [pre] } as unknown as ParentNode, t);
  expect(made).toHaveLength(1);
  expect(made[0].attrs['aria-label']).toBe('コードをコピー');
  expect(made[0].dataset.copied).toBe('コピーしました');
});

test('English and Chinese keep their enhancer labels', () => {
  expect(table.app.en).toMatchObject({ copyCode: 'Copy code', backToTop: 'Back to top', imageViewer: 'Image viewer' });
  expect(table.app.zh).toMatchObject({ copyCode: '复制代码', backToTop: '返回顶部', imageViewer: '图片查看器' });
});

test('no enhancer or small widget picks its strings by naming a language', () => {
  const sources = import.meta.glob(
    [
      './**/*.ts',
      '../components/BackToTop/*.tsx',
      '../components/PreloadError/*.ts',
      '../components/RedirectModal/*.tsx',
      '../layouts/*.tsx',
      '../widgets/*.ts',
      '../widgets/*.tsx',
      '../widgets/tools/*.ts',
      '!./**/*.test.ts',
      '!../widgets/*.test.ts',
      '!../widgets/tools/*.test.ts',
      // The comment service's own list of the languages it speaks.
      '!../widgets/giscusConfig.ts',
    ],
    {
      query: '?raw',
      import: 'default',
      eager: true,
    },
  ) as Record<string, string>;
  expect(Object.keys(sources).length).toBeGreaterThan(5);
  for (const [file, source] of Object.entries(sources)) expect(source, file).not.toMatch(/startsWith\(['"]zh|['"]zh(-CN)?['"]/);
});
