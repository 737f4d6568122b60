import { describe, expect, it } from 'vitest';
import { parseConfig } from './diagram';
import { scaleFor } from './FlowChart';
import { themeVariables } from './Mermaid';

describe('diagram helpers', () => {
  it('WG-11 mermaid theme variables per colour mode', () => {
    expect(themeVariables(false)).toMatchObject({ primaryColor: '#4abf8a', background: '#fff', lineColor: '#333' });
    expect(themeVariables(true)).toMatchObject({ primaryColor: '#389d70', background: '#1e1e1e', lineColor: '#d3d3d3' });
  });

  it('WG-12 flowchart scale by window width', () => {
    expect([300, 418, 419, 1000, 1280, 1281].map(scaleFor)).toEqual([0.8, 0.8, 0.9, 0.9, 0.9, 1]);
  });

  it('WG-13 chart configs are JSON objects only', () => {
    expect(parseConfig('{"type":"bar"}')).toEqual({ type: 'bar' });
    expect(parseConfig('[1]')).toBeNull();
    expect(parseConfig('const config = {}')).toBeNull();
  });
});
