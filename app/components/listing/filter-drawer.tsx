import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import { CloseIcon } from '~/components/ui/icons';

/**
 * The mobile 'Filtry' bottom drawer (spec §2). Loaded with React.lazy only when 'Filtry' is tapped,
 * so vaul never reaches a page that does not need it. vaul's defaults are the spec's values: drag
 * to close past 25 % of the height or at 0.4 velocity, 0.5 s transition (spec §4, §9).
 */
export default function FilterDrawer({
  open,
  onOpenChange,
  returnFocus,
  resultsLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Focus back to 'Filtry' when the drawer closes (it is no Drawer.Trigger). */
  returnFocus: () => void;
  resultsLabel: string;
  children: ReactNode;
}) {
  return (
    // autoFocus: focus moves into the drawer and stays there (vaul leaves it on the trigger behind the overlay).
    <Drawer.Root open={open} onOpenChange={onOpenChange} autoFocus>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Drawer.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88vh] flex-col rounded-t-2xl bg-white shadow-xl outline-none"
        >
          <div aria-hidden="true" className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
          <div className="flex items-center justify-between border-b border-slate-200 px-4 pb-3 pt-2">
            <Drawer.Title className="text-lg font-bold text-slate-900">Filtry</Drawer.Title>
            <Drawer.Close className="rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-700">
              <span className="sr-only">Zamknij filtry</span>
              <CloseIcon className="h-5 w-5" />
            </Drawer.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          <div className="border-t border-slate-200 p-4">
            <Drawer.Close className="w-full rounded-lg bg-blue-700 px-4 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700">
              {resultsLabel}
            </Drawer.Close>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
