import { useCallback, useEffect, useRef, useState } from 'react';
import { UPLOAD_PROGRESS } from '../constants/limits';
import { finalUploadProgress, nextUploadProgress } from '../utils/uploadProgress';

/** The upload progress of SPEC §4: ticks while the server works, then 100 or back to 0. */
export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval>>(undefined);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    timer.current = undefined;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = setInterval(() => setProgress(nextUploadProgress), UPLOAD_PROGRESS.intervalMs);
  }, [stop]);

  const finish = useCallback(
    (succeeded: boolean) => {
      stop();
      setProgress(finalUploadProgress(succeeded));
    },
    [stop],
  );

  const reset = useCallback(() => {
    stop();
    setProgress(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, finish, reset };
}
