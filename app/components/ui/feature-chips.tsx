import { ShieldCheckIcon } from './icons';

/**
 * A parking's security features as chips (spec §2), the same on the listing card (`sm`) and the
 * parking page (`md`).
 */
export function SecurityFeatureChips({
  features,
  size,
  className = '',
}: {
  features: readonly string[];
  size: 'sm' | 'md';
  className?: string;
}) {
  if (features.length === 0) return null;
  const chip = size === 'sm' ? 'gap-1 px-2.5 py-1 text-xs' : 'gap-1.5 px-3 py-1 text-sm';
  return (
    <ul aria-label="Zabezpieczenia" className={`flex flex-wrap ${size === 'sm' ? 'gap-1.5' : 'gap-2'} ${className}`}>
      {features.map((feature) => (
        <li
          key={feature}
          className={`inline-flex items-center rounded-full bg-green-50 font-medium text-green-800 ring-1 ring-green-200 ${chip}`}
        >
          <ShieldCheckIcon className={`shrink-0 ${size === 'sm' ? 'h-3.5 w-3.5' : 'h-4 w-4'}`} />
          {feature}
        </li>
      ))}
    </ul>
  );
}
