/**
 * A real SMTP server on 127.0.0.1 for the tests (smtp-server). `state.refuse` makes it answer every
 * recipient with 451 (a temporary failure) or 550 (a permanent one: no such mailbox).
 */
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  server: SMTPServer;
  port: number;
  /** Every message accepted, raw. */
  received: Buffer[];
  state: { refuse: false | 451 | 550 };
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one). */
export function startSmtp(port = 0): Promise<LocalSmtp> {
  const received: Buffer[] = [];
  const state: LocalSmtp['state'] = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (state.refuse === 451) callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
      else if (state.refuse === 550) callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks));
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.server.once('error', reject); // e.g. the port is taken
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      if (!address || typeof address === 'string') throw new Error('no SMTP port');
      resolve({
        server,
        port: address.port,
        received,
        state,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
