// Options for the Remix Vite plugin, imported by vite.config.ts.
// Every v3 future flag is on except two. Single fetch: without it, `?_data=<routeId>` keeps answering
// a loader's JSON, which testers use with plain curl/fetch. Lazy route discovery: with ~30 routes the
// whole route manifest is one cached 2 KB (gzip) module, while discovery scanned every link of the page
// right after hydration, fetched `/__manifest` and watched the document for new links — main-thread
// work on a slow phone at the worst moment (decision 0033).
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_routeConfig: true,
    v3_singleFetch: false,
  },
};
