/** Spec §2 loading skeleton: shown while another parking's page loads. */
export function ParkingDetailSkeleton() {
  const block = 'animate-pulse rounded-xl bg-slate-200';
  return (
    <div className="bg-slate-50" aria-busy="true" aria-live="polite">
      <p className="sr-only">Ładowanie...</p>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-6 pt-4">
          <div className={`${block} h-4 w-64`} />
          <div className={`${block} mt-4 h-8 w-80 max-w-full`} />
          <div className={`${block} mt-2 h-5 w-48`} />
          <div className={`${block} mt-4 aspect-[3/2] md:aspect-auto md:h-[420px]`} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
        <div className={`${block} h-20`} />
        <div className="mt-6 grid gap-6 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_23rem]">
          <div className="space-y-6">
            <div className={`${block} h-40`} />
            <div className={`${block} h-72`} />
          </div>
          <div className={`${block} h-96`} />
        </div>
      </div>
    </div>
  );
}
