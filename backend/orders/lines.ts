/** An order's stored lines, rewritten. */
import type { StoredOfferLine } from '../db/schema';

/** The parking line's specification with these plates (one per vehicle, in order); other lines as they are. */
export function withPlates(lines: StoredOfferLine[], plates: string[]): StoredOfferLine[] {
  return lines.map((line) => {
    if (line.kind !== 'parking' || typeof line.specification !== 'object' || line.specification === null) return line;
    return { ...line, specification: { ...line.specification, vehicles: plates.map((plate) => ({ plate })) } };
  });
}
