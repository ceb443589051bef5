/** A real SMTP server on 127.0.0.1 for the tests (smtp-server); `refuse` answers 451 to every recipient. */
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  server: SMTPServer;
  port: number;
  /** Every message accepted, raw. */
  received: Buffer[];
  state: { refuse: boolean };
  close(): Promise<void>;
}

export function startSmtp(): Promise<LocalSmtp> {
  const received: Buffer[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (state.refuse) callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
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
