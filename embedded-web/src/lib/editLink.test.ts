import { describe, expect, it } from 'vitest';
import { editLink, repoType } from './editLink';

const file = 'guide/install/docker.md';

describe('PG-12 edit link', () => {
  it('builds the GitHub URL from owner/name with the docs folder', () => {
    expect(editLink({ repo: 'alist-org/docs', branch: 'main', dir: 'docs' }, file)).toBe('https://github.com/alist-org/docs/edit/main/docs/guide/install/docker.md');
    expect(editLink({ repo: 'alist-org/docs', branch: 'main', dir: 'content' }, `zh/${file}`)).toBe('https://github.com/alist-org/docs/edit/main/content/zh/guide/install/docker.md');
  });
  it('defaults the branch to main and tolerates slashes and an empty folder', () => {
    expect(editLink({ repo: 'https://github.com/o/n/', branch: '', dir: '/site/' }, file)).toBe('https://github.com/o/n/edit/main/site/guide/install/docker.md');
    expect(editLink({ repo: 'o/n', branch: 'dev', dir: '' }, file)).toBe('https://github.com/o/n/edit/dev/guide/install/docker.md');
  });
  it('uses the GitLab, Gitee and Bitbucket patterns', () => {
    expect(editLink({ repo: 'https://gitlab.com/o/n', branch: 'main', dir: 'docs' }, file)).toBe('https://gitlab.com/o/n/-/edit/main/docs/guide/install/docker.md');
    expect(editLink({ repo: 'https://gitee.com/o/n', branch: 'main', dir: 'docs' }, file)).toBe('https://gitee.com/o/n/edit/main/docs/guide/install/docker.md');
    expect(editLink({ repo: 'https://bitbucket.org/o/n', branch: 'main', dir: 'docs' }, file)).toBe(
      'https://bitbucket.org/o/n/src/main/docs/guide/install/docker.md?mode=edit&spa=0&at=main&fileviewer=file-view-default',
    );
  });
  it('lets a custom pattern win, and gives up on unknown hosts without one', () => {
    expect(editLink({ repo: 'https://git.example.org/o/n', branch: 'main', dir: 'docs', pattern: ':repo/_edit/:branch/:path' }, file)).toBe('https://git.example.org/o/n/_edit/main/docs/guide/install/docker.md');
    expect(editLink({ repo: 'https://git.example.org/o/n', branch: 'main', dir: 'docs' }, file)).toBeNull();
    expect(repoType('https://git.example.org/o/n')).toBeNull();
  });
  it('is absent without a docs repository or a file', () => {
    expect(editLink(undefined, file)).toBeNull();
    expect(editLink({ repo: 'o/n', branch: 'main', dir: '' }, undefined)).toBeNull();
  });
});
