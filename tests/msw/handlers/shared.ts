import { HttpResponse } from 'msw';

/** Origin of the fake upstream the client under test talks to. */
export const API_BASE = 'http://api.parkolot.test';

export const api = (path: string) => `${API_BASE}${path}`;

/** The contract's error body: `{ errors: [{ message, code?, field? }] }`. */
export function errorResponse(status: number, message: string, extra: { code?: string; field?: string } = {}) {
  return HttpResponse.json({ errors: [{ message, ...extra }] }, { status });
}

/** Payload's paginated answer for one page of `all`. */
export function paginate<T>(all: T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 10) || 10;
  const page = Number(url.searchParams.get('page') ?? 1) || 1;
  const totalPages = Math.max(1, Math.ceil(all.length / limit));
  return {
    docs: all.slice((page - 1) * limit, page * limit),
    totalDocs: all.length,
    limit,
    totalPages,
    page,
    pagingCounter: (page - 1) * limit + 1,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}

export const stamps = { createdAt: '2025-01-10T10:00:00.000Z', updatedAt: '2025-01-10T10:00:00.000Z' };

export const richText = (paragraph: string) => ({
  root: {
    type: 'root',
    children: [{ type: 'paragraph', children: [{ type: 'text', text: paragraph, format: 0 }] }],
  },
});
