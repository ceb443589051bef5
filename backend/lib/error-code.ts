/** The `code` of a Node system error (ENOENT, EEXIST, EADDRINUSE …), or undefined for anything else. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
