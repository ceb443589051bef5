// Response compression for everything but the precompressed assets (static-assets.ts, which negotiate
// with `chooseEncoding` below), with HEAD answered as GET would be. The `compression` middleware leaves
// HEAD alone, so a HEAD used to carry the identity length (`Content-Length: 2124`) and no
// `Content-Encoding` where GET sends 821 gzip bytes, chunked: RFC 9110 §9.3.2 asks HEAD for GET's header
// fields, and §8.6 forbids a Content-Length that differs from GET's.
import compression, { type CompressionOptions } from 'compression';
import type { Request, Response } from 'express';

/** The middleware's own default: smaller bodies go out as they are. */
const THRESHOLD_BYTES = 1024;
/** The codings the middleware offers, in its order of preference (br, then gzip, as its negotiator is told). */
const CODINGS = ['br', 'gzip', 'deflate'] as const;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** Accept-Encoding's entries: a coding (or `*`) and its weight, 0–1. */
function entriesOf(acceptEncoding: string) {
  return acceptEncoding.split(',').flatMap((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() === '') return [];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return [{ coding: name.trim(), weight: Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0 }];
  });
}

/**
 * The weight Accept-Encoding gives `token`: its own entry's, else the `*` entry's. A coding it does not
 * name weighs 0, except identity, which a client takes unless it refuses it: it weighs as little as the
 * lightest entry (as the middleware's negotiator reads it). An explicit `br;q=0` is a refusal that a `*`
 * elsewhere in the list does not undo (RFC 9110 §12.5.3).
 */
function weightOf(entries: ReturnType<typeof entriesOf>, token: string): number {
  const named = entries.find(({ coding }) => coding === token) ?? entries.find(({ coding }) => coding === '*');
  if (named) return named.weight;
  return token === 'identity' ? Math.min(1, ...entries.map(({ weight }) => weight)) : 0;
}

/**
 * Which of `available` (in the server's order of preference) to send for this Accept-Encoding, or null
 * for the plain file: the coding the client weighs highest, as long as it weighs it above zero and not
 * below identity.
 */
export function chooseEncoding<T extends string>(
  acceptEncoding: string | undefined,
  available: readonly T[],
): T | null {
  if (!acceptEncoding) return null;
  const entries = entriesOf(acceptEncoding);
  const identity = weightOf(entries, 'identity');
  let best: { token: T; weight: number } | null = null;
  for (const token of available) {
    const weight = weightOf(entries, token);
    if (weight > 0 && weight >= identity && (best === null || weight > best.weight)) best = { token, weight };
  }
  return best?.token ?? null;
}

/**
 * On a HEAD the middleware would compress if it were a GET, the header fields GET gets: the coding
 * negotiated the same way, and no length (GET's compressed body is chunked). Called from the filter,
 * which runs as the headers are written, after the handler set its type and length.
 */
function describeCompressedHead(req: Request, res: Response) {
  if (!req.headers['accept-encoding'] || res.getHeader('Content-Encoding')) return;
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return;
  const length = res.getHeader('Content-Length');
  if (length !== undefined && Number(length) < THRESHOLD_BYTES) return;
  const coding = chooseEncoding(req.headers['accept-encoding'], CODINGS);
  if (coding === null) return;
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', coding);
  res.removeHeader('Content-Length');
}

export function compressResponses(options: CompressionOptions) {
  return compression({
    ...options,
    filter: (req, res) => {
      const compressible = compression.filter(req, res);
      if (compressible && req.method === 'HEAD') describeCompressedHead(req, res);
      return compressible;
    },
  });
}
