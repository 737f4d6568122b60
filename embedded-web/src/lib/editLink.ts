// "Edit this page" URLs (PG-12): the host's pattern, or the configured one, filled with repo, branch
// and the file's path inside the docs repository.

import type { SiteConfig } from '../types';

export type RepoType = 'GitHub' | 'GitLab' | 'Gitee' | 'Bitbucket';

export const EDIT_PATTERNS: Record<RepoType, string> = {
  GitHub: ':repo/edit/:branch/:path',
  GitLab: ':repo/-/edit/:branch/:path',
  Gitee: ':repo/edit/:branch/:path',
  Bitbucket: ':repo/src/:branch/:path?mode=edit&spa=0&at=:branch&fileviewer=file-view-default',
};

const isHttp = (s: string) => /^https?:\/\//.test(s);

/** `owner/name` means GitHub; a URL is recognised by its host; anything else has no known pattern. */
export function repoType(repo: string): RepoType | null {
  if (!isHttp(repo) || /github\.com/.test(repo)) return 'GitHub';
  if (/bitbucket\.org/.test(repo)) return 'Bitbucket';
  if (/gitlab\.com/.test(repo)) return 'GitLab';
  if (/gitee\.com/.test(repo)) return 'Gitee';
  return null;
}

/** The edit URL of a content file, or null without a docs repository, a file or a usable pattern. */
export function editLink(docsRepo: SiteConfig['docsRepo'], file: string | undefined): string | null {
  if (!docsRepo?.repo || !file) return null;
  const type = repoType(docsRepo.repo);
  const pattern = docsRepo.pattern || (type ? EDIT_PATTERNS[type] : null);
  if (!pattern) return null;
  const repo = isHttp(docsRepo.repo) ? docsRepo.repo.replace(/\/+$/, '') : `https://github.com/${docsRepo.repo}`;
  const dir = (docsRepo.dir ?? '').replace(/^\/+|\/+$/g, '');
  const path = `${dir}/${file}`.replace(/^\/+/, '');
  return pattern
    .replaceAll(':repo', repo)
    .replaceAll(':branch', docsRepo.branch || 'main')
    .replaceAll(':path', path);
}
