// Image viewer labels (PhotoSwipe locale of the original theme), both languages.

const en = {
  dialog: 'Image viewer',
  close: 'Close',
  download: 'Download Image',
  fullscreen: 'Switch to full screen',
  prev: 'Previous (arrow left)',
  next: 'Next (arrow right)',
};
const zh: typeof en = {
  dialog: '图片查看器',
  close: '关闭',
  download: '下载图片',
  fullscreen: '切换全屏',
  prev: '上一个 (左箭头)',
  next: '下一个 (右箭头)',
};

export const viewerStrings = (lang: string) => (lang.startsWith('zh') ? zh : en);
