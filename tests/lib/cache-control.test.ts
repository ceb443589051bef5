// The named Cache-Control policies (core/cache-control.ts) keep the exact header values the pages, the
// edge and the API have always sent: caches and CDNs key their behaviour on them.
import { describe, expect, it } from 'vitest';
import { CacheControl } from '../../core/cache-control';

describe('CacheControl', () => {
  it('spells every policy as before', () => {
    expect(CacheControl).toEqual({
      noStore: 'no-store',
      privateNoStore: 'private, no-store',
      content: 'public, max-age=300, stale-while-revalidate=600',
      prices: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      home: 'public, max-age=60',
      topLevelPage: 'public, max-age=300',
      sitemap: 'public, max-age=3600',
      robots: 'public, max-age=86400',
    });
  });
});
