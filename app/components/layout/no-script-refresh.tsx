import { useMatches } from '@remix-run/react';

/**
 * A route `handle` that asks browsers without JS to reload: the `<meta http-equiv="refresh">` content
 * for the route's loader data (undefined when its error boundary renders), or null for none.
 */
export interface NoScriptRefreshHandle {
  noScriptRefresh: (data: unknown) => string | null;
}

/**
 * The deepest route's no-JS refresh, rendered by the layout in <head>: a refresh <meta> in <body> is
 * invalid HTML. Inside <noscript> a browser with scripting on ignores it, so it never reloads a
 * hydrated page, and React renders no children of <noscript> on the client. The handles are this app's
 * own route exports (no schema library here: this is in every page's first-load JS).
 */
export function NoScriptRefresh() {
  let content: unknown = null;
  for (const { handle, data } of useMatches()) {
    if (
      typeof handle === 'object' &&
      handle &&
      'noScriptRefresh' in handle &&
      typeof handle.noScriptRefresh === 'function'
    ) {
      content = handle.noScriptRefresh(data);
    }
  }
  return typeof content === 'string' ? (
    <noscript>
      <meta httpEquiv="refresh" content={content} />
    </noscript>
  ) : null;
}
