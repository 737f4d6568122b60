// Keyboard shortcut decisions (KB-01, KB-03), no DOM access beyond the event's own fields.

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Whether focus sits where typing happens, so single-key shortcuts must stay out of the way. */
export function isTypingTarget(el: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!el) return false;
  const tag = (el.tagName ?? '').toUpperCase();
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || el.isContentEditable === true;
}

/** `/` (bare) or Ctrl/Cmd+K opens search. */
export function isSearchShortcut(e: KeyLike): boolean {
  if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey) return true;
  return (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey;
}

/** Alt+ArrowLeft → previous page, Alt+ArrowRight → next page. */
export function pageNavDirection(e: KeyLike): 'prev' | 'next' | null {
  if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return null;
  return e.key === 'ArrowLeft' ? 'prev' : e.key === 'ArrowRight' ? 'next' : null;
}
