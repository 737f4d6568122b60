// Portfolio title typing (PF-03), no DOM: one letter every 150 ms, 1 s pause, next title, wrap around.

export const TYPE_MS = 150;
export const PAUSE_MS = 1000;

export interface TypingState {
  title: number;
  chars: number;
}

/** Text shown for a state. Counts code points so emoji never split. */
export function typedText(titles: string[], s: TypingState): string {
  return Array.from(titles[s.title] ?? '').slice(0, s.chars).join('');
}

/** The next state and how long to wait before showing it. */
export function nextTyping(titles: string[], s: TypingState): { state: TypingState; delay: number } {
  const length = Array.from(titles[s.title] ?? '').length;
  if (s.chars < length) return { state: { title: s.title, chars: s.chars + 1 }, delay: TYPE_MS };
  // Title complete: after the pause the next one starts with its first letter already shown.
  return { state: { title: (s.title + 1) % titles.length, chars: 1 }, delay: PAUSE_MS };
}
