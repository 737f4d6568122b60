import { describe, expect, it } from 'vitest';
import { fillOrigin } from './origin';

describe('fillOrigin', () => {
  it('puts the reader origin into every marked span, configured host or empty', () => {
    const spans = [{ textContent: 'https://docs.io' }, { textContent: '' }];
    fillOrigin(spans, 'http://127.0.0.1:8080');
    expect(spans.map((s) => s.textContent)).toEqual(['http://127.0.0.1:8080', 'http://127.0.0.1:8080']);
  });
});
