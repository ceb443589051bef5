import type { MetaFunction } from '@remix-run/node';
import { useLoaderData, useRouteLoaderData } from '@remix-run/react';
import type { loadHomePage } from '~/.server/home';
import type { loader as rootLoader } from '~/root';
import { buildMeta, canonicalFromMatches } from '~/lib/seo';
import { Advantages } from './advantages';
import { FeaturedAirports } from './featured-airports';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { LatestPosts } from './latest-posts';
import { ReviewCarousel } from './review-carousel';

export const HOME_TITLE = 'Najlepszy parking przy lotnisku w Polsce | Parkolot';

/** Meta of `/` and `/home/`; both have the canonical URL of `/`. */
export const homeMeta: MetaFunction<typeof loadHomePage> = ({ matches }) => {
  const canonical = canonicalFromMatches(matches);
  return buildMeta({ title: HOME_TITLE, url: canonical ? new URL('/', canonical).toString() : undefined });
};

/** The home page (spec §2), rendered by the `/` and `/home/` routes. */
export function HomePage() {
  const data = useLoaderData<typeof loadHomePage>();
  const airports = useRouteLoaderData<typeof rootLoader>('root')?.airports ?? [];

  return (
    <>
      <Hero
        title={data.hero.title}
        subtitle={data.hero.subtitle}
        airports={airports}
        arrivalAt={data.stay.arrivalAt}
        departureAt={data.stay.departureAt}
      />
      <HowItWorks />
      {data.featuredAirports.length > 0 ? (
        <FeaturedAirports
          airports={data.featuredAirports}
          showAll={data.showAllAirports}
          showAllHref={data.showAllAirportsHref}
        />
      ) : null}
      <Advantages />
      {data.reviews.length > 0 ? <ReviewCarousel reviews={data.reviews} /> : null}
      {data.posts.length > 0 ? <LatestPosts posts={data.posts} /> : null}
    </>
  );
}
