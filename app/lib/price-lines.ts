import { formatPriceZl, vehicleCount } from '~/lib/format';
import { toGrosze, toZlote } from '../../core/money';

/** A price line as every breakdown shows it (checkout summary, payment page): what was bought, how many, at what. */
export interface PriceLineMath {
  kind: 'parking' | 'addon';
  /** Vehicles for the parking line; the addon's units for an addon line. */
  quantity: number;
  /** One unit before discounts, złoty. */
  unitPrice: number;
}

/**
 * The line's arithmetic: the parking as "120,00 zł × 2 pojazdy = 240,00 zł" (each vehicle takes a space),
 * an addon as "2 × 49,00 zł = 98,00 zł". The result is the price before discounts.
 */
export function lineCalculation({ kind, quantity, unitPrice }: PriceLineMath): string {
  const result = formatPriceZl(toZlote(toGrosze(unitPrice) * quantity));
  return kind === 'parking'
    ? `${formatPriceZl(unitPrice)} × ${vehicleCount(quantity)} = ${result}`
    : `${quantity} × ${formatPriceZl(unitPrice)} = ${result}`;
}

/**
 * A line's quantity and unit price from an API line, which may lack them (an upstream that does not send
 * them): the parking line's vehicles come from its specification, an addon counts once.
 */
export function lineMath(line: {
  kind: 'parking' | 'addon';
  quantity: number | null;
  unitPrice: number | null;
  /** Price before discounts. */
  basePrice: number;
  vehicles: number | null;
}): PriceLineMath {
  const quantity = line.quantity ?? (line.kind === 'parking' && line.vehicles ? line.vehicles : 1);
  const unitPrice = line.unitPrice ?? toZlote(toGrosze(line.basePrice) / quantity);
  return { kind: line.kind, quantity, unitPrice };
}
