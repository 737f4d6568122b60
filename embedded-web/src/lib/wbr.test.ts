import { describe, expect, it } from 'vitest';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withWbr } from './wbr';

// The server writes `remove_<wbr>empty_<wbr>directory` for the offsets it sends as [7, 13].
const drawn = (text: string, at?: number[]) => renderToStaticMarkup(createElement(Fragment, null, withWbr(text, at)));

describe('withWbr', () => {
  it('puts <wbr> at the offsets the server sent, and nowhere without them', () => {
    expect(drawn('remove_empty_directory', [7, 13])).toBe('remove_<wbr/>empty_<wbr/>directory');
    expect(drawn('ChaoxingGroupCloud')).toBe('ChaoxingGroupCloud');
    expect(drawn('Local & S3', [])).toBe('Local &amp; S3');
  });
  it('counts offsets in UTF-16 units, as the server does', () => {
    expect(drawn('𝐀𝐁𝐂𝐃𝐄𝐅_文件夹_名字很长很长', [13, 17])).toBe('𝐀𝐁𝐂𝐃𝐄𝐅_<wbr/>文件夹_<wbr/>名字很长很长');
  });
});
