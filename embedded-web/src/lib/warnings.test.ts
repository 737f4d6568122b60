import { afterEach, describe, expect, it, vi } from 'vitest';
import { logPageWarnings } from './warnings';

const warnings = ['Expect "author" to be `AuthorInfo[] | AuthorInfo | string[] | string | false | undefined`, but got a number', 'Expect category to be `string[] | string | undefined`, but got a mapping'];

describe('ERR-01/ERR-02 front-matter warnings', () => {
  afterEach(() => vi.restoreAllMocks());
  it('development builds log each one with console.error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(logPageWarnings(warnings, true)).toBe(2);
    expect(spy.mock.calls.map((c) => c[0])).toEqual(warnings);
    expect(spy.mock.calls[0][0]).toMatch(/^Expect "author" to be/);
  });
  it('production builds stay quiet', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(logPageWarnings(warnings, false)).toBe(0);
    expect(logPageWarnings(undefined, true)).toBe(0);
    expect(spy).not.toHaveBeenCalled();
  });
});
