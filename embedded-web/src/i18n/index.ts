import { en, type Strings } from './en';
import { zh } from './zh';

/** UI strings for a page language (`zh-CN` → Chinese, anything else → English). */
export function strings(lang: string): Strings {
  return lang.startsWith('zh') ? zh : en;
}

export type { Strings };
