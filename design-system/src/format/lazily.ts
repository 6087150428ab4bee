/**
 * A value made on its first use, once. For Intl formatters: the first one a page makes loads the
 * locale's data, tens of milliseconds that a module making it as it loads adds to the app's startup.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
