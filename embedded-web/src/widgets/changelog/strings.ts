// The changelog widget's texts, both languages (kept in its chunk).
export const strings = {
  en: {
    checking: 'Checking for newer releases…',
    newer: 'Newer releases',
    upToDate: 'This list is up to date with the latest release.',
    offline: 'Newer releases could not be checked right now. The list below may be behind;',
    allReleases: 'see all releases',
    notes: 'Release notes',
  },
  zh: {
    checking: '正在检查更新的版本…',
    newer: '更新的版本',
    upToDate: '此列表已包含最新版本。',
    offline: '暂时无法检查更新的版本，下面的列表可能不是最新的；',
    allReleases: '查看全部版本',
    notes: '发布说明',
  },
};
