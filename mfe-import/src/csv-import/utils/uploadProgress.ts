import { UPLOAD_PROGRESS } from '../constants/limits';

/** SPEC §4: one tick of the upload progress: 10 points more, held at 90 until the answer. */
export function nextUploadProgress(current: number): number {
  return Math.min(current + UPLOAD_PROGRESS.step, UPLOAD_PROGRESS.cap);
}

/** SPEC §4: 100 when the upload succeeded, back to 0 when it failed. */
export function finalUploadProgress(succeeded: boolean): number {
  return succeeded ? UPLOAD_PROGRESS.done : 0;
}
