import { describe, expect, it } from 'vitest';
import { apiOptions, isLocalOrigin, selectedKey } from './api';

const config = { default: 'cf', options: { cf: 'https://api.example.test/' }, localPort: 3002 };

describe('API selector options (API-01)', () => {
  it('offers local only on localhost or an IP address', () => {
    expect(isLocalOrigin('http://localhost:8080')).toBe(true);
    expect(isLocalOrigin('http://127.0.0.1:4173')).toBe(true);
    expect(isLocalOrigin('http://192.168.1.20')).toBe(true);
    expect(isLocalOrigin('https://docs.example.test')).toBe(false);
    expect(apiOptions(config, 'https://docs.example.test').map((o) => o.key)).toEqual(['cf']);
    expect(apiOptions(config, 'http://127.0.0.1:4173')).toEqual([
      { key: 'cf', url: 'https://api.example.test' },
      { key: 'local', url: 'http://localhost:3002' },
    ]);
  });
});

describe('stored choice (API-02)', () => {
  const options = apiOptions(config, 'http://127.0.0.1');
  it('keeps a known stored key', () => expect(selectedKey(config, options, 'local')).toBe('local'));
  it('falls back to the default for unknown or missing values', () => {
    expect(selectedKey(config, options, 'cn')).toBe('cf');
    expect(selectedKey(config, options, null)).toBe('cf');
  });
  it('never offers local away from localhost even when stored', () => {
    expect(selectedKey(config, apiOptions(config, 'https://docs.example.test'), 'local')).toBe('cf');
  });
});
