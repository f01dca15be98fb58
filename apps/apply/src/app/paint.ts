/**
 * Runs `run` once the browser has painted the next frame: a frame callback, then a task after it (a
 * frame callback alone runs before that frame paints). Work that the screen on show does not need (the
 * shell's extras, the approved screen's first quote, the next route's code) then stands behind the
 * screen's first paint rather than in front of it. Returns a function that cancels it, for an effect's
 * clean-up.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** {@link afterNextPaint} as a promise: resolves once the browser has painted the next frame. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}
