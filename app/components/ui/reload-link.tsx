import { useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';

/**
 * 'Spróbuj ponownie' after a server error: a plain link to the address being shown, so following it is
 * a full reload that works before (or without) JavaScript.
 */
export function ReloadLink({ className, children }: { className: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <a href={`${pathname}${search}`} className={className}>
      {children}
    </a>
  );
}
