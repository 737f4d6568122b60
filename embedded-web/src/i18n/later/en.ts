// English strings of the behaviours a doc page loads after the mount (copy buttons, image viewer,
// back to top): a chunk of their own, fetched with those behaviours, so the first load carries only
// what paints. later/zh.ts must have the same keys (checked by the type below).
export const en = {
  copyCode: 'Copy code',
  copied: 'Copied',
  backToTop: 'Back to top',
  imageViewer: 'Image viewer',
  imageDownload: 'Download Image',
  imageFullscreen: 'Switch to full screen',
  imagePrev: 'Previous (arrow left)',
  imageNext: 'Next (arrow right)',
};

export type LaterStrings = typeof en;
