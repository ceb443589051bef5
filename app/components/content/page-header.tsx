import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';

/** The band at the top of every content page: breadcrumb trail, h1 and an optional lead. */
export function PageHeader({
  title,
  lead,
  crumbs,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  /** Trail after 'Strona główna'; the last one is the current page. */
  crumbs: Crumb[];
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-blue-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:pt-8 sm:pb-12">
        <Breadcrumbs items={[{ label: 'Strona główna', to: '/' }, ...crumbs]} />
        <h1 className="mt-5 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">{lead}</div> : null}
        {children}
      </div>
    </header>
  );
}
