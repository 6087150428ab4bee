/**
 * Full page loads between the public site and the app, which are separate documents with separate
 * bundles (a client-side route change cannot cross from one to the other).
 */
export const fullPageLoad = {
  /** Loads `path` as a new page, after the current one in the history. */
  assign(path: string): void {
    window.location.assign(path);
  },
  /** Loads `path` in place of the current history entry (the app's router already pushed it). */
  replace(path: string): void {
    window.location.replace(path);
  },
};
