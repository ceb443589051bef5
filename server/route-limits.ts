// What the routes declare about a request, read where they are declared: which rate limit a POST meets
// (core/write-limits.ts) — a page's from the Remix route module whose action answers it, the API's from
// backend/write-limits.ts — and which methods a page's address answers (POST only where a route has an
// action). Paths are matched as the routers match them (@remix-run/router, which Remix itself uses), so a
// new route brings its own declarations and no path is spelled here.
import type { ServerBuild } from '@remix-run/node';
import { matchPath, matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import { API_POST_LIMITS } from '../backend/write-limits';
import { FORM_METHODS, READ_METHODS } from '../core/http-methods';
import {
  DEFAULT_API_WRITE_LIMIT,
  DEFAULT_PAGE_WRITE_LIMIT,
  isPageWriteLimit,
  type ApiWriteLimit,
  type PageWriteLimit,
} from '../core/write-limits';

type RouteNode = AgnosticRouteObject & { id: string };

/**
 * A request target's path and query. Appended to an origin rather than resolved against one: `//` or
 * `//faq/` is a path here, where `new URL('//', base)` reads a host (and throws for an empty one).
 */
const pathAndQuery = (url: string) => new URL(`http://localhost${url.startsWith('/') ? '' : '/'}${url}`);

/** The build's route tree (build.routes is flat, each route naming its parent). */
function routeTree(build: ServerBuild, parentId: string | undefined = undefined): RouteNode[] {
  return Object.values(build.routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }): RouteNode =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: routeTree(build, id) },
    );
}

const trees = new WeakMap<ServerBuild, RouteNode[]>();

function treeOf(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build);
  if (!tree) trees.set(build, (tree = routeTree(build)));
  return tree;
}

/**
 * The route whose action answers a POST to `url` (pathname and search), chosen as Remix chooses it: the
 * index route only with `?index`, else the deepest match that adds to the path (no index route, no
 * pathless layout).
 */
export function actionRouteId(build: ServerBuild, url: string): string | undefined {
  const { pathname, searchParams } = pathAndQuery(url);
  const matches = matchRoutes(treeOf(build), pathname);
  if (!matches) return undefined;
  const leaf = matches[matches.length - 1];
  if (leaf.route.index && searchParams.getAll('index').some((value) => value === '')) return leaf.route.id;
  const contributing = matches.filter((match, i) => i === 0 || Boolean(match.route.path));
  return contributing[contributing.length - 1]?.route.id;
}

/**
 * The methods a page's address answers: POST only where the route a POST reaches has an action — for a
 * `?_data=<route id>` request that route, if it is one of the address's. Everything else (a page that only
 * shows, a resource route, the catch-all's 404) reads only: Remix itself would answer a POST there with
 * 405 and its own English developer message.
 */
export function pageMethods(build: ServerBuild, url: string): readonly string[] {
  const { pathname, searchParams } = pathAndQuery(url);
  const dataRoute = searchParams.get('_data');
  const id =
    dataRoute === null
      ? actionRouteId(build, url)
      : matchRoutes(treeOf(build), pathname)?.find((match) => match.route.id === dataRoute)?.route.id;
  const module = id === undefined ? undefined : build.routes[id]?.module;
  return module?.action ? FORM_METHODS : READ_METHODS;
}

/** The limit the route module answering a POST to `url` declares (`export const rateLimit`). */
export function pageWriteLimitOf(build: ServerBuild, url: string): PageWriteLimit {
  const id = actionRouteId(build, url);
  const module = id === undefined ? undefined : build.routes[id]?.module;
  const declared: unknown = module && 'rateLimit' in module ? module.rateLimit : undefined;
  return isPageWriteLimit(declared) ? declared : DEFAULT_PAGE_WRITE_LIMIT;
}

/** The limit backend/write-limits.ts declares for a POST to the API at `path` (decoded). */
export function apiWriteLimitOf(path: string): ApiWriteLimit {
  for (const [pattern, limit] of Object.entries(API_POST_LIMITS)) {
    if (matchPath({ path: pattern, caseSensitive: false, end: true }, path)) return limit;
  }
  return DEFAULT_API_WRITE_LIMIT;
}
