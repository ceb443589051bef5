// A value built on first use and kept. For what is costly to build and that a page may never need:
// each `Intl` formatter loads its locale's and time zone's data when it is created, which on a phone
// is a main-thread task of its own if it happens while a page's scripts load (docs/decisions/0035).

/** `make()` once, on the first call; every call returns that value. */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
