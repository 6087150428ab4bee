// A neutral person silhouette, shipped inline so the default avatar never depends on another host.
export const DEFAULT_AVATAR_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#26324d"/>' +
      '<circle cx="32" cy="24" r="12" fill="#9aa6bf"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#9aa6bf"/></svg>',
  );
