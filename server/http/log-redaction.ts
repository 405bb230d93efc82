import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

const CENSOR = '[已隐藏]';

/** Query parameters whose values are secrets: `token`, `access_token`, `ticket`, `code`, `captcha`, `newPassword`… */
const secretParameter = /token|ticket|code|captcha|password|secret/i;

/** Secrets never reach the log: tokens, passwords, codes and tickets are redacted wherever they sit. */
const logRedactions = [
  'req.headers.authorization',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
  '*.ticket',
  // PGlite attaches a failed statement's parameters (password hashes, token digests) to its error.
  'err.params',
];

function decoded(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Replaces the value of every secret query parameter in `text` (a URL, or a message quoting one). */
export function redactSecretParameters(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (parameter, separator: string, name: string) =>
    secretParameter.test(decoded(name)) ? `${separator}${name}=${CENSOR}` : parameter,
  );
}

/** Fastify's request serializer, with the URL's secret parameters hidden. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretParameters(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface LogSettings {
  level: string;
  /** Where lines go; stdout when not given (tests write to memory). */
  stream?: DestinationStream;
}

/**
 * The one logger configuration of the server (main.ts, and tests that read the log): secret fields
 * censored, every logged URL without its secret query parameters (`/auth-redirect?token=…` in the
 * request line), and the same for URLs quoted in messages (Fastify's "Route … not found").
 */
export function loggerOptions({ level, stream }: LogSettings): FastifyServerOptions['logger'] {
  const options: LoggerOptions & { stream?: DestinationStream } = {
    level,
    redact: { paths: logRedactions, censor: CENSOR },
    serializers: { req: serializeRequest },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecretParameters(arg) : arg));
        return method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
  if (stream) options.stream = stream;
  return options;
}
