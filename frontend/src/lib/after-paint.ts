/**
 * Runs `work` once the browser has painted the current frame: what a click must show (a sort
 * arrow, a pressed state) reaches the screen first, and work that can wait (the address bar, a
 * page-wide re-render) no longer delays it (interaction to next paint).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    setTimeout(work, 0);
  });
}
