// Search dialog texts (loaded with the dialog chunk only). Same keys in both languages.

export const searchStrings = {
  en: {
    label: 'Search the docs',
    placeholder: 'Search',
    close: 'Close',
    loading: 'Searching…',
    busy: 'Search is busy, retrying…',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    noResults: 'No results for',
    trySearching: 'Try searching for',
    missing: 'Believe this query should return results?',
    letUsKnow: 'Let us know.',
    searchIn: 'Search the pages in',
    searchHere: 'Back to this language',
    resultsIn: 'Results from the pages in',
    results: 'results',
    navigate: 'to navigate',
    select: 'to select',
    closeHint: 'to close',
  },
  zh: {
    label: '搜索文档',
    placeholder: '搜索文档',
    close: '关闭',
    loading: '搜索中…',
    busy: '搜索繁忙，正在重试…',
    errorTitle: '无法获取结果',
    errorHelp: '你可能需要检查你的网络连接',
    noResults: '无法找到相关结果',
    trySearching: '你可以尝试查询',
    missing: '你认为该查询应该有结果？',
    letUsKnow: '点击反馈',
    searchIn: '改为搜索',
    searchHere: '回到本语言',
    resultsIn: '以下结果来自',
    results: '条结果',
    navigate: '切换',
    select: '选择',
    closeHint: '关闭',
  },
};

export type SearchStrings = (typeof searchStrings)['en'];

/** Suggested queries on the empty screen. */
export const suggestions = { en: ['docker', 'reverse proxy', 'webdav'], zh: ['docker', '反向代理', '离线下载'] };
