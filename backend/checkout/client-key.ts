import { z } from 'zod';
import { HttpError } from '../lib/http';

/**
 * The HTTP edge's opaque client key (a keyed hash of the client's address). The edge overwrites whatever a
 * client sends, so it is trusted; a malformed one means a misconfigured edge and is refused, not ignored.
 */
const ClientKeySchema = z.string().regex(/^[A-Za-z0-9:._-]{1,128}$/);

export function parseClientKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = ClientKeySchema.safeParse(header);
  if (!parsed.success) {
    throw new HttpError(400, [{ message: 'Nieprawidłowy nagłówek X-Parkolot-Client.', field: 'X-Parkolot-Client' }]);
  }
  return parsed.data;
}
