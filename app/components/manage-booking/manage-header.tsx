import type { ReactNode } from 'react';
import { PageHeader } from '~/components/content/page-header';
import { bookingPath, MANAGE_PATH } from '~/lib/manage-booking';

/** The band of every "Moja rezerwacja" page: the trail (Moja rezerwacja › PK-… › this page) and the h1. */
export function ManageHeader({
  title,
  reference,
  page,
  lead,
  children,
}: {
  title: ReactNode;
  /** The booking the page is about; absent on the lookup page. */
  reference?: string;
  /** The last crumb below the booking (Anulowanie, Zmiana danych). */
  page?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const crumbs = reference
    ? [
        { label: 'Moja rezerwacja', to: MANAGE_PATH },
        page ? { label: reference, to: bookingPath(reference) } : { label: reference },
        ...(page ? [{ label: page }] : []),
      ]
    : [{ label: 'Moja rezerwacja' }];
  return (
    <PageHeader title={title} crumbs={crumbs} lead={lead}>
      {children}
    </PageHeader>
  );
}
