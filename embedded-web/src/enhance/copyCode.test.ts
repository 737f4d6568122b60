import { describe, expect, it } from 'vitest';
import { copyText } from './copyCode';

describe('copy text (WG-06)', () => {
  it('strips a leading `$ ` or `> ` prompt on every line of shell blocks only', () => {
    const code = '$ ls -la\n  > echo hi\n$x stays\nplain\n';
    expect(copyText(code, 'language-bash line-numbers-mode')).toBe('ls -la\necho hi\n$x stays\nplain\n');
    for (const lang of ['shellscript', 'shell', 'sh', 'zsh']) expect(copyText('$ a', `language-${lang}`)).toBe('a');
    expect(copyText('$ a\n> b', 'language-json line-numbers-mode')).toBe('$ a\n> b');
  });
});
