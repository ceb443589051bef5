import { CheckIcon } from '~/components/ui/icons';

/** What the 303 that led here did (saved, cancelled, sent), said once and politely. */
export function FlashMessage({ message }: { message: string | null }) {
  return (
    <div role="status" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 font-medium text-green-900">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Why the last write on this page did not go through (the API's message), announced at once. */
export function FailureMessage({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
      {message}
    </p>
  );
}
