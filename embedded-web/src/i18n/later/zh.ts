// Chinese strings of the behaviours loaded after the mount (see later/en.ts).
import type { LaterStrings } from './en';

export const zh: LaterStrings = {
  copyCode: '复制代码',
  copied: '已复制',
  backToTop: '返回顶部',
  imageViewer: '图片查看器',
  imageDownload: '下载图片',
  imageFullscreen: '切换全屏',
  imagePrev: '上一个 (左箭头)',
  imageNext: '下一个 (右箭头)',
};
