import { describe, expect, it } from 'vitest';
import { sidebarFor } from './sidebar';

describe('sidebarFor', () => {
  const config = { '/': [{ text: 'Home', link: '/' }], '/guide/': [{ text: 'G', children: [{ text: 'D', link: '/guide/d.html' }] }], '/tool/': null };

  it('uses the longest matching prefix', () => {
    expect(sidebarFor(config, '/guide/d.html')?.[0].text).toBe('G');
    expect(sidebarFor(config, '/tool/x.html')).toBeNull();
    expect(sidebarFor({ '/guide/': [] }, '/faq/')).toBeUndefined();
  });
});
