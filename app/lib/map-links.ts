/** The car park's map (spec §5: only when latitude and longitude are numbers), on OpenStreetMap. */

export function hasCoordinates(
  coordinates: { latitude?: unknown; longitude?: unknown } | null | undefined,
): coordinates is { latitude: number; longitude: number } {
  return (
    !!coordinates &&
    typeof coordinates.latitude === 'number' &&
    typeof coordinates.longitude === 'number' &&
    Number.isFinite(coordinates.latitude) &&
    Number.isFinite(coordinates.longitude)
  );
}

/** A box around the point: west, south, east, north (longitude spans wider to look square at Polish latitudes). */
export function mapBbox(latitude: number, longitude: number, span = 0.006): [number, number, number, number] {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return [round(longitude - span * 1.6), round(latitude - span), round(longitude + span * 1.6), round(latitude + span)];
}

/** OpenStreetMap's embeddable map with a marker on the parking. */
export function mapEmbedUrl(latitude: number, longitude: number): string {
  const bbox = mapBbox(latitude, longitude).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${latitude},${longitude}`;
}

/** The full map on openstreetmap.org. */
export function mapLinkUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
}
