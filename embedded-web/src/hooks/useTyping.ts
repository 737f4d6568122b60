// Typed portfolio titles (PF-03): restarts whenever the titles change; pending timers are cancelled.

import { useEffect, useState } from 'react';
import { nextTyping, typedText, type TypingState } from '../lib/typing';

export function useTyping(titles: string[]): string {
  const key = titles.join('\u0000');
  const [state, setState] = useState<TypingState>({ title: 0, chars: 1 });

  useEffect(() => {
    if (!titles.length) return;
    let s: TypingState = { title: 0, chars: 1 };
    setState(s);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const n = nextTyping(titles, s);
      timer = setTimeout(() => {
        s = n.state;
        setState(s);
        tick();
      }, n.delay);
    };
    tick();
    return () => clearTimeout(timer);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps

  return typedText(titles, state);
}
