import { describe, expect, it } from 'vitest';
import { finalUploadProgress, nextUploadProgress } from './uploadProgress';

describe('upload progress (SPEC §4)', () => {
  it('rises 10 points a tick', () => {
    expect(nextUploadProgress(0)).toBe(10);
    expect(nextUploadProgress(40)).toBe(50);
  });

  it('is held at 90 until the server answers', () => {
    expect(nextUploadProgress(80)).toBe(90);
    expect(nextUploadProgress(85)).toBe(90);
    expect(nextUploadProgress(90)).toBe(90);
    let progress = 0;
    for (let tick = 0; tick < 50; tick += 1) progress = nextUploadProgress(progress);
    expect(progress).toBe(90);
  });

  it('ends at 100 on success and back at 0 on failure', () => {
    expect(finalUploadProgress(true)).toBe(100);
    expect(finalUploadProgress(false)).toBe(0);
  });
});
