import { useMatches } from '@remix-run/react';
import * as z from 'zod/mini';

/**
 * A route `handle` that asks browsers without JS to reload: the `<meta http-equiv="refresh">` content
 * for the route's loader data (undefined when its error boundary renders), or null for none.
 */
export interface NoScriptRefreshHandle {
  noScriptRefresh: (data: unknown) => string | null;
}

const NoScriptRefreshHandleSchema = z.object({
  noScriptRefresh: z.custom<NoScriptRefreshHandle['noScriptRefresh']>((value) => typeof value === 'function'),
});

/**
 * The deepest route's no-JS refresh, rendered by the layout in <head>: a refresh <meta> in <body> is
 * invalid HTML. Inside <noscript> a browser with scripting on ignores it, so it never reloads a
 * hydrated page, and React renders no children of <noscript> on the client.
 */
export function NoScriptRefresh() {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = NoScriptRefreshHandleSchema.safeParse(match.handle);
    if (!handle.success) continue;
    const content = handle.data.noScriptRefresh(match.data);
    return content === null ? null : (
      <noscript>
        <meta httpEquiv="refresh" content={content} />
      </noscript>
    );
  }
  return null;
}
