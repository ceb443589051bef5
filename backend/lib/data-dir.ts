import path from 'node:path';

/**
 * A file or folder a demo keeps beside its PGlite directory: `./data/<name>` with the default DATA_DIR
 * (./data/pglite), `/srv/parkolot/<name>` with DATA_DIR=/srv/parkolot/pglite — so moving DATA_DIR moves
 * the generated secret, the e-mails and the text messages with it. An in-memory database (`memory`) keeps
 * them under ./data.
 */
export const besideDataDir = (dataDir: string, name: string): string =>
  dataDir === 'memory' ? path.resolve('data', name) : path.join(path.dirname(path.resolve(dataDir)), name);
