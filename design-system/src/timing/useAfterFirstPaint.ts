import { useEffect, useState } from 'react';

/** A hidden tab draws no frames: without one this long, the work starts anyway. */
const HIDDEN_TAB_WAIT_MS = 100;

/**
 * False until the component's first render is on screen, then true. A page starts its calls with it:
 * its title and frame are painted first, and the calls' own work (preparing and sending each query,
 * some tens of milliseconds on a phone) no longer holds that first paint back. The calls start one
 * frame later than they would (a few milliseconds), and their answers are drawn as before.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    // A frame's animation callbacks run just before it is painted: a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 0);
    });
    timer = setTimeout(done, HIDDEN_TAB_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
