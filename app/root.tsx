import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import {
  ErrorScreen,
  isMalformedPathError,
  isNotFoundError,
  malformedPathResponse,
  NOT_FOUND_TITLE,
} from '~/components/error-screen';
import { NavigationProgress } from '~/components/layout/navigation-progress';
import { NoScriptRefresh } from '~/components/layout/no-script-refresh';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader, type AirportLink } from '~/components/layout/site-header';
import { useNonce } from '~/components/nonce';
import { ToastHost } from '~/components/ui/toast';
import { useMarkHydrated } from '~/components/ui/use-enhanced-after-hydration';
import { BLOG_PATH } from '~/lib/blog';
import { isParkingDetailPath } from '~/lib/site-paths';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import stylesheet from '~/tailwind.css?url';

// Skeletons for the pages the spec gives one, loaded on the way there, in parallel with the page's data.
const BlogIndexLoading = lazy(() =>
  import('~/components/blog/blog-index-layout').then((module) => ({ default: module.BlogIndexLoading })),
);
const ParkingDetailSkeleton = lazy(() =>
  import('~/components/parking/parking-detail-skeleton').then((module) => ({ default: module.ParkingDetailSkeleton })),
);

const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={jitless:true}';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  // The SVG for browsers that take one; /favicon.ico (16–48 px) for the rest and for crawlers, who ask for it
  // unprompted; the opaque 180 px square for an iPhone's home screen.
  { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A path the edge refused (invalid percent-encoding, a control character): the error screen, 400.
  if (context.malformedPath) throw malformedPathResponse();
  const { pathname } = new URL(request.url);
  let airports: AirportLink[] = [];
  try {
    airports = (await context.api.getAirports()).map(({ code, name, slug }) => ({ code, name, slug }));
  } catch (error) {
    // Spec §8: an airport load failure is logged only; the header list stays empty.
    context.logger.error({ err: error }, 'Root: loading airports failed');
  }
  return {
    publicUrl: context.publicUrl,
    canonicalUrl: canonicalUrl(context.publicUrl, pathname),
    airports,
    /** Public script URL of the chat-support widget; null = no widget. */
    chatWidgetUrl: context.chatWidgetUrl ?? null,
  };
}

// The root data depends only on the path (canonical URL): skip it when just the query changes.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return false;
};

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error) return buildMeta({ title: isNotFoundError(error) ? NOT_FOUND_TITLE : 'Wystąpił błąd' });
  return buildMeta({ url: data?.canonicalUrl });
};

// Layout effects warn during server rendering; there is nothing to scroll there anyway.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Spec §2: every path change starts at the top — at once. Pages with rich text make in-page anchor
 * links scroll smoothly (`scroll-behavior: smooth` on the root), which would also animate the jump
 * to the top of a new page (or ScrollRestoration's jump back) from the old position: on a new path,
 * the root scrolls instantly until the next frame. Hash links within a page keep their smooth scroll.
 * Back/forward (POP) is left to ScrollRestoration and a link to an #anchor to the browser; this also
 * covers navigations that asked for preventScrollReset. Rendered before ScrollRestoration, so its
 * layout effect runs first.
 */
function ScrollToTopOnPathChange() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPathname = useRef(pathname);
  useBrowserLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    const root = document.documentElement;
    root.style.scrollBehavior = 'auto';
    requestAnimationFrame(() => root.style.removeProperty('scroll-behavior'));
    if (navigationType === 'POP' || hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  useMarkHydrated();
  // Undefined only when the root loader itself failed; the shell still renders.
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // A malformed path's error page is plain HTML: no router can read the browser's URL, and its links
  // load their pages in full.
  const withScripts = !isMalformedPathError(useRouteError());
  return (
    <html lang="pl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <Meta />
        <Links />
        <NoScriptRefresh />
        {/* Before any module: zod would otherwise probe `new Function` while building its schemas, and
            the CSP forbids eval (a reported violation on every page). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#tresc"
          className="sr-only z-50 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Przejdź do treści
        </a>
        <NavigationProgress />
        <SiteHeader airports={root?.airports ?? []} />
        <main id="tresc" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter />
        <ToastHost />
        <ScrollToTopOnPathChange />
        {withScripts ? <ScrollRestoration nonce={nonce} /> : null}
        {withScripts ? <Scripts nonce={nonce} /> : null}
        {/* Spec §2: the chat-support widget, loaded once for the whole site (the layout never remounts). */}
        {root?.chatWidgetUrl ? <script src={root.chatWidgetUrl} async nonce={nonce} /> : null}
      </body>
    </html>
  );
}

/**
 * A loading skeleton in place of the page being left, in a box as tall as that page was: the view stays
 * where the traveller was, the skeleton sticking below the header in view. Otherwise the document
 * shrinks to the skeleton, the browser clamps the scroll position, and the router saves that clamped
 * position as the one a back navigation restores (~400 px off from a car park page's reviews).
 */
function InPlaceOfPage({ children }: { children: ReactNode }) {
  // Read while rendering, before React takes the page out: only ever rendered in the browser (a
  // navigation is loading), where the page being left is still in the document. Outside the skeleton's
  // Suspense, so it is read once, from that page, not from the page standing in while the skeleton loads.
  const [height] = useState(() =>
    typeof document === 'undefined' ? 0 : (document.getElementById('tresc')?.offsetHeight ?? 0),
  );
  return (
    <div style={{ minHeight: height }}>
      <div className="sticky top-header">{children}</div>
    </div>
  );
}

export default function App() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.location?.pathname;
  // Spec §2: on the way to the blog list, from any page, its skeleton cards stand in for the page.
  if (next === BLOG_PATH) {
    return (
      <InPlaceOfPage>
        <Suspense fallback={<Outlet />}>
          <BlogIndexLoading />
        </Suspense>
      </InPlaceOfPage>
    );
  }
  // Spec §2 parking detail 'Loading skeleton': on the way to a car park's page from another page (the
  // listing, another car park); not while the same page reloads (a new stay, a form).
  if (navigation.state === 'loading' && next && next !== pathname && isParkingDetailPath(next)) {
    return (
      <InPlaceOfPage>
        <Suspense fallback={<Outlet />}>
          <ParkingDetailSkeleton />
        </Suspense>
      </InPlaceOfPage>
    );
  }
  return <Outlet />;
}

export function ErrorBoundary() {
  return <ErrorScreen error={useRouteError()} />;
}
