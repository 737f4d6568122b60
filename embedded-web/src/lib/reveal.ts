// The colour-mode reveal (CM-08): a chunk of its own, fetched on the first click that animates, so
// the first load carries only the test that decides whether to animate.

type ViewTransitionDoc = Document & { startViewTransition: (cb: () => void) => { ready: Promise<void> } };

/** Run `apply` inside a view transition that grows a circle from `at` to the farthest corner in 400 ms. */
export function reveal(at: { x: number; y: number }, apply: () => void): void {
  const radius = Math.hypot(Math.max(at.x, innerWidth - at.x), Math.max(at.y, innerHeight - at.y));
  (document as ViewTransitionDoc)
    .startViewTransition(apply)
    .ready.then(() =>
      document.documentElement.animate(
        { clipPath: [`circle(0px at ${at.x}px ${at.y}px)`, `circle(${radius}px at ${at.x}px ${at.y}px)`] },
        { duration: 400, easing: 'ease-in', pseudoElement: '::view-transition-new(root)' },
      ),
    )
    .catch(() => undefined); // A skipped transition still applied the change.
}
