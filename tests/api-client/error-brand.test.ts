import { describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTimeoutError } from '../../app/.server/api/errors';

describe('ApiError identity across module copies', () => {
  it('recognises an error built by another copy of the class (same brand, different constructor)', async () => {
    // A second, separately evaluated copy of the module — as route modules in build/server hold.
    vi.resetModules();
    const copy = await import('../../app/.server/api/errors');
    expect(copy.ApiError).not.toBe(ApiError);
    const foreign = new copy.ApiTimeoutError('http://x/api', 10);
    expect(foreign instanceof ApiError).toBe(true);
    expect(foreign instanceof ApiTimeoutError).toBe(true);
    expect(new copy.ApiError({ status: 400, messages: ['x'] }) instanceof ApiTimeoutError).toBe(false);
    expect(new Error('x') instanceof ApiError).toBe(false);
  });
});
