// What Node's HTTP server answers before Express sees a request — a parse error, CONNECT, an Expect it
// cannot meet, a missing or repeated Host — written here in the edge's voice: a Polish message (the API's
// JSON error shape under /api), the edge's security headers, and the same Allow list as every 405.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { ALLOW, METHOD_NOT_ALLOWED_MESSAGE } from './edge';
import { isApiRequestLine } from './routed-path';
import { RAW_SECURITY_HEADERS } from './security';

const RAW_SECURITY_LINES = Object.entries(RAW_SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

const rawAnswer = (status: string, extra = '', body = '', type = 'text/plain; charset=utf-8') =>
  `HTTP/1.1 ${status}\r\n${extra}${RAW_SECURITY_LINES}Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** What the edge answers before Express can (status line, extra headers, message, the API's error code). */
const PARSER_REFUSALS = {
  method: ['405 Method Not Allowed', `Allow: ${ALLOW}\r\n`, METHOD_NOT_ALLOWED_MESSAGE, 'METHOD_NOT_ALLOWED'],
  headers: [
    '431 Request Header Fields Too Large',
    '',
    'Adres strony lub nagłówki żądania są zbyt długie.',
    'HEADERS_TOO_LARGE',
  ],
  timeout: ['408 Request Timeout', '', 'Żądanie nie dotarło w całości na czas. Spróbuj ponownie.', 'REQUEST_TIMEOUT'],
  malformed: ['400 Bad Request', '', 'Nieprawidłowe żądanie.', 'BAD_REQUEST'],
  host: ['400 Bad Request', '', 'Żądanie HTTP/1.1 musi mieć nagłówek Host.', 'MISSING_HOST'],
  hosts: ['400 Bad Request', '', 'Żądanie może mieć tylko jeden nagłówek Host.', 'DUPLICATE_HOST'],
  expectation: [
    '417 Expectation Failed',
    '',
    'Serwer nie obsługuje tej wartości nagłówka Expect (tylko 100-continue).',
    'EXPECTATION_FAILED',
  ],
} as const;

/** A refusal as raw HTTP: the API's JSON error shape for an /api request, a Polish line of text otherwise. */
function refusal(kind: keyof typeof PARSER_REFUSALS, api: boolean): string {
  const [status, extra, message, code] = PARSER_REFUSALS[kind];
  return api
    ? rawAnswer(status, extra, JSON.stringify({ errors: [{ message, code }] }), 'application/json; charset=utf-8')
    : rawAnswer(status, extra, message);
}

function parserRefusalKind(code: string | undefined): keyof typeof PARSER_REFUSALS {
  if (code === 'HPE_INVALID_METHOD') return 'method';
  if (code === 'HPE_HEADER_OVERFLOW') return 'headers';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'timeout';
  return 'malformed';
}

/** A refusal made before Express, through the response Node opened: as `refusal`, with the edge's headers. */
function answerRefusal(req: IncomingMessage, res: ServerResponse, kind: 'host' | 'hosts' | 'expectation') {
  const [status, , message, code] = PARSER_REFUSALS[kind];
  const api = isApiRequestLine(undefined, req.url);
  const body = api ? JSON.stringify({ errors: [{ message, code }] }) : message;
  res.writeHead(Number(status.split(' ', 1)[0]), {
    ...RAW_SECURITY_HEADERS,
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A request whose Host is missing (HTTP/1.1) or written more than once (RFC 9112 §3.2: 400 either way),
 * answered like the parser's refusals — Node's own check (`requireHostHeader`, off in createHttpServer)
 * answers an empty 400, and lets two Host lines through. True when it answered.
 */
export function answerBadHost(req: IncomingMessage, res: ServerResponse): boolean {
  const hostLines = req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'host').length;
  if (hostLines > 1) answerRefusal(req, res, 'hosts');
  else if (hostLines === 0 && req.httpVersion === '1.1') answerRefusal(req, res, 'host');
  else return false;
  return true;
}

/**
 * What Node answers before Express sees a request. CONNECT goes to the server's 'connect' event (with no
 * listener the connection is dropped); a method Node's parser does not know (TRACK, BREW …) is a parse
 * error, which Node answers 400. Both get 405 with `Allow`, like every other refused method. Other parse
 * errors keep Node's statuses (431 headers too large, 408 too slow, 400 malformed), with a Polish message:
 * the API's JSON error shape when the request line names an /api path, a line of text otherwise. So is an
 * Expect header the server cannot meet (417).
 */
export function refuseOddRequests(server: Server) {
  server.on('connect', (req: IncomingMessage, socket: Duplex) =>
    socket.end(refusal('method', isApiRequestLine(undefined, req.url))),
  );
  // An Expect other than 100-continue (Node answers that one itself): 417 with a message, where Node's own
  // answer had no body and none of the edge's headers.
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => answerRefusal(req, res, 'expectation'));
  // Node's own rule: no error answer into a connection whose current response has begun (it would
  // corrupt it); the in-flight response of each connection is tracked through public events.
  const inFlight = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req.socket, res);
    res.once('finish', () => inFlight.get(req.socket) === res && inFlight.delete(req.socket));
  });
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    const current = inFlight.get(socket);
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) return void socket.destroy();
    socket.end(refusal(parserRefusalKind(error.code), isApiRequestLine(error.rawPacket, current?.req.url)));
  });
}
