/**
 * How long {@link afterNextPaint} waits for a frame before it runs anyway: 250 ms. A page that is not
 * being rendered gets no frames at all (a hidden or off-screen iframe of the retailer's page, a
 * background tab), and its work must not wait until it is shown.
 */
export const PAINT_FALLBACK_MS = 250;

/**
 * Runs `run` once the browser has painted the next frame: a frame callback, then a task after it (a
 * frame callback alone runs before that frame paints); or after {@link PAINT_FALLBACK_MS} when no frame
 * comes. Work that the screen on show does not need (the shell's extras, the approved screen's first
 * quote, the next route's code) then stands behind the screen's first paint rather than in front of it.
 * Returns a function that cancels it, for an effect's clean-up.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (timer !== undefined) clearTimeout(timer);
  };
  const finish = () => {
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(finish);
  });
  const fallback = setTimeout(finish, PAINT_FALLBACK_MS);
  return cancel;
}

/** {@link afterNextPaint} as a promise: resolves once the browser has painted the next frame. */
export function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    afterNextPaint(resolve);
  });
}
