import { useNavigation } from '@remix-run/react';

/**
 * Feedback on every navigation (a link, a GET form, a redirect after a POST): a thin bar over the top
 * edge of the page while the next page loads. Fixed, so it moves nothing (no layout shift); it fades
 * in after 150 ms, so a fast navigation does not flicker; with reduced motion it is a still bar.
 * Screen readers hear 'Ładowanie strony…' from a polite status that is always in the page (a live
 * region added together with its text is not announced).
 */
export function NavigationProgress() {
  const isLoading = useNavigation().state !== 'idle';
  return (
    <>
      {isLoading ? (
        <div
          aria-hidden="true"
          className="nav-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
        >
          <div className="nav-progress-bar h-full w-full bg-blue-700" />
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {isLoading ? 'Ładowanie strony…' : ''}
      </p>
    </>
  );
}
