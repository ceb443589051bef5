// Options for the Remix Vite plugin, imported by vite.config.ts.
// Every v3 future flag is on except single fetch: without it, `?_data=<routeId>`
// keeps answering a loader's JSON, which testers use with plain curl/fetch.
/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_routeConfig: true,
    v3_singleFetch: false,
  },
};
