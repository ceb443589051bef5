import { useState, type MouseEvent } from 'react';
import { ShareIcon } from '~/components/ui/icons';

/**
 * Without JS a mailto link; with JS the Web Share API where the device has it, else the link is
 * copied to the clipboard.
 */
export function ShareButton({ url, title }: { url: string; title: string }) {
  const [status, setStatus] = useState('');
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;

  async function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator === 'undefined') return;
    if (typeof navigator.share === 'function') {
      event.preventDefault();
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects too; nothing to tell the reader.
      }
      return;
    }
    if (navigator.clipboard && typeof navigator.clipboard.writeText === 'function') {
      event.preventDefault();
      try {
        await navigator.clipboard.writeText(url);
        setStatus('Link do artykułu skopiowany do schowka.');
      } catch {
        window.location.href = mailto;
      }
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <a
        href={mailto}
        onClick={share}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm transition hover:border-blue-700 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        <ShareIcon className="h-4 w-4" />
        Udostępnij artykuł
      </a>
      <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
        {status}
      </p>
    </div>
  );
}
