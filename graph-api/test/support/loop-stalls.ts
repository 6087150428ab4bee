/**
 * The longest time the event loop went without running a timer, while watching: a 1 ms interval
 * whose callbacks should follow each other about 1 ms apart; a gap of N ms is a synchronous step
 * (or a chain of them with no I/O turn between) that held the thread that long. monitorEventLoopDelay
 * misses the last stall before it is disabled, and rounds to its resolution; this does neither.
 */
export function watchLoopStalls(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}
