// The build's fingerprinted files (/assets/*): immutable, sent precompressed when the browser accepts it
// (scripts/precompress-plugin.mjs writes .br and .gz copies at build time), and with only the headers a
// script or style sheet needs — a page's policies (CSP, frame and permissions policies…) mean nothing on
// them and would add ~0.7 KB to each of the ~20 files a page loads over HTTP/1.1.
import express, { type RequestHandler, type Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';
import { chooseEncoding } from './compression';

export const MISSING_ASSET_MESSAGE = 'Nie ma takiego pliku.';

/** Headers set for every response earlier in the edge that only documents use. */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;

const withoutDocumentHeaders = (res: Response) => {
  for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
};

/**
 * The copy of `file` in the coding the client weighs highest among the copies that exist: the disk is
 * asked only about codings the client accepts, best first (none at all without Accept-Encoding).
 */
function precompressedCopy(file: string, acceptEncoding: string | undefined) {
  let candidates: readonly (typeof ENCODINGS)[number][] = ENCODINGS;
  for (;;) {
    const chosen = chooseEncoding(
      acceptEncoding,
      candidates.map(({ token }) => token),
    );
    const encoding = candidates.find(({ token }) => token === chosen);
    if (!encoding || fs.existsSync(file + encoding.suffix)) return encoding;
    candidates = candidates.filter((candidate) => candidate !== encoding);
  }
}

/** Serves `dir` under the mount path: precompressed copies first, then the plain file, else 404. */
export function staticAssets(dir: string): RequestHandler[] {
  const options = { immutable: true, maxAge: '1y', index: false, redirect: false } as const;
  const precompressed: RequestHandler = (req, res, next) => {
    withoutDocumentHeaders(res);
    res.vary('Accept-Encoding');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = path.normalize(decodeURIComponent(req.path)).replace(/^([/\\])+/, '');
    } catch {
      return next(); // a malformed escape: express.static answers it
    }
    if (relative.startsWith('..') || relative.includes('\0')) return next();
    const file = path.join(dir, relative);
    const encoding = precompressedCopy(file, req.headers['accept-encoding']);
    if (!encoding) return next();
    // The type of the original file, not of its compressed copy.
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', encoding.token);
    res.sendFile(file + encoding.suffix, { ...options, dotfiles: 'deny' }, (error) => {
      if (!error) return;
      // The plain file is tried next: it is not in this coding.
      res.removeHeader('Content-Encoding');
      next();
    });
  };
  return [
    precompressed,
    express.static(dir, options),
    // A missing fingerprinted file is a plain 404 (in Polish, like every answer), not a rendered page.
    (_req, res) => void res.status(404).type('text/plain; charset=utf-8').send(MISSING_ASSET_MESSAGE),
  ];
}
