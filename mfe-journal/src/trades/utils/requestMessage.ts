import { refusalOf } from '@tj/design-system';

/** The server's own words when it refused (a stop on the wrong side, notes too long); else a plain failure. */
export function messageOf(error: unknown, otherwise = 'The change could not be saved. Please try again.'): string {
  return refusalOf(error) ?? otherwise;
}

/** SPEC §8 for uploads: the server's detail ('Line 3: the high is below the low.'), else 'Upload failed'. */
export function uploadFailureOf(error: unknown): string {
  return refusalOf(error) ?? 'Upload failed';
}
