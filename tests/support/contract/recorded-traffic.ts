import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';

/** Which kind of server answered: only the local service's answers are held to the contract. */
export type TrafficSource = 'local service' | 'stub server';

export interface RecordedRequest {
  readonly method: string;
  /** The request target as sent: path and query, still percent-encoded. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  /** The body received so far; the whole of it once `complete`. */
  body(): Buffer;
  readonly complete: boolean;
}

export interface RecordedResponse {
  readonly status: number;
  /** Header names in lower case; `set-cookie` as a list. */
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body: Buffer;
}

export interface Exchange {
  readonly source: TrafficSource;
  readonly request: RecordedRequest;
  /** Set once the answer has been sent in full; an answer cut off is never set. */
  readonly response: RecordedResponse | undefined;
}

export type TrafficSink = (exchange: Exchange) => void;

let recorded: Exchange[] = [];

/** Where servers started by the test helpers record what they handle. */
export const recordTraffic: TrafficSink = (exchange) => {
  recorded.push(exchange);
};

/** The exchanges recorded since the last call, answered or still in flight. */
export function takeRecordedTraffic(): Exchange[] {
  const taken = recorded;
  recorded = [];
  return taken;
}

type HeaderValue = string | number | readonly string[] | undefined;

function headerRecord(
  headers: Readonly<Record<string, HeaderValue>>,
): Record<string, string | readonly string[]> {
  const record: Record<string, string | readonly string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    record[name.toLowerCase()] = typeof value === 'number' ? String(value) : value;
  }
  return record;
}

/** Headers as `writeHead` takes them: an object, or a flat list of names and values. */
function writeHeadHeaders(argument: unknown): Record<string, HeaderValue> {
  if (Array.isArray(argument)) {
    const headers: Record<string, HeaderValue> = {};
    for (let index = 0; index + 1 < argument.length; index += 2) {
      headers[String(argument[index])] = String(argument[index + 1]);
    }
    return headers;
  }
  return typeof argument === 'object' && argument !== null
    ? (argument as Record<string, HeaderValue>)
    : {};
}

function chunkBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  // Not `instanceof Uint8Array`: under jsdom that is the window's, and Node's buffers fail it.
  if (ArrayBuffer.isView(chunk))
    return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}

/**
 * Records every request `server` receives and every answer it sends, as the client saw them,
 * without touching how the server reads or writes: the body is copied as the HTTP parser
 * hands it over and as the handler writes it.
 */
export function watchTraffic(server: Server, source: TrafficSource, sink = recordTraffic): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const requestChunks: Buffer[] = [];
    let requestComplete = false;
    const push = req.push;
    req.push = (chunk: unknown, encoding?: BufferEncoding) => {
      const buffer = chunkBuffer(chunk, encoding);
      if (buffer) requestChunks.push(buffer);
      return push.call(req, chunk, encoding);
    };
    req.once('end', () => {
      requestComplete = true;
    });

    const exchange: { -readonly [K in keyof Exchange]: Exchange[K] } = {
      source,
      request: {
        method: req.method ?? 'GET',
        target: req.url ?? '/',
        headers: req.headers,
        body: () => Buffer.concat(requestChunks),
        get complete() {
          return requestComplete;
        },
      },
      response: undefined,
    };
    sink(exchange);

    let sentHeaders: Record<string, HeaderValue> = {};
    const responseChunks: Buffer[] = [];
    const { writeHead, write, end } = res;
    res.writeHead = ((...args: unknown[]) => {
      const headers = writeHeadHeaders(typeof args[1] === 'string' ? args[2] : args[1]);
      sentHeaders = { ...res.getHeaders(), ...headers };
      return Reflect.apply(writeHead, res, args);
    }) as typeof res.writeHead;
    res.write = ((...args: unknown[]) => {
      const buffer = chunkBuffer(args[0], args[1]);
      if (buffer) responseChunks.push(buffer);
      return Reflect.apply(write, res, args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      const buffer = chunkBuffer(args[0], args[1]);
      if (buffer) responseChunks.push(buffer);
      return Reflect.apply(end, res, args);
    }) as typeof res.end;
    res.once('finish', () => {
      exchange.response = {
        status: res.statusCode,
        headers: headerRecord({ ...res.getHeaders(), ...sentHeaders }),
        body: Buffer.concat(responseChunks),
      };
    });
  });
}
