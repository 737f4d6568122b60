// Labels of the content enhancers and the small main-bundle widgets, both languages (kept out of the
// shell's i18n so the enhancers stay self-contained).

const en = { copy: 'Copy code', copied: 'Copied', top: 'Back to top', failed: 'Part of the site failed to load.', reload: 'Reload' };
const zh: typeof en = { copy: '复制代码', copied: '已复制', top: '返回顶部', failed: '网站的一部分加载失败。', reload: '重新加载' };

export type EnhanceStrings = typeof en;

export const enhanceStrings = (lang: string): EnhanceStrings => (lang.startsWith('zh') ? zh : en);
