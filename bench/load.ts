import autocannon from 'autocannon';

export interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The answer sampled before the load must have this content type. */
  contentType: string;
  /** API answers carry the `{code, message, data}` envelope, and every one must have code 0. */
  envelope: boolean;
}

export const STATIC_TARGET_NAME = 'static /favicon.svg';

/** The two session calls the console makes on every page load, and a static file as the ceiling. */
export function benchTargets(organizationToken: string): Target[] {
  const session = (path: string): Target => ({
    name: `POST ${path}`,
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', authorization: organizationToken },
    body: '{}',
    contentType: 'application/json',
    envelope: true,
  });
  return [
    session('/enterprise/v1/session/user/detail'),
    session('/enterprise/v1/session/resource/detail'),
    {
      name: STATIC_TARGET_NAME,
      method: 'GET',
      path: '/favicon.svg',
      headers: {},
      contentType: 'image/svg+xml',
      envelope: false,
    },
  ];
}

/**
 * Business refusals (an expired or revoked session, say) answer HTTP 200 with a non-zero code, so a
 * status check alone would count them as successes; the body must start with code 0.
 */
const successfulEnvelope = (body: string) => /^\{"code":0[,}]/.test(body);

/** One request before the load: the target must answer 200 (and code 0) or the run is pointless. */
export async function sampleTarget(baseUrl: string, target: Target): Promise<{ bytes: number }> {
  const response = await fetch(`${baseUrl}${target.path}`, {
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`${target.name} answered HTTP ${response.status}: ${text.slice(0, 200)}`);
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.startsWith(target.contentType)) {
    throw new Error(`${target.name} answered ${contentType || 'no content type'}, not ${target.contentType}`);
  }
  if (target.envelope && !successfulEnvelope(text)) {
    throw new Error(`${target.name} did not answer code 0: ${text.slice(0, 200)}`);
  }
  return { bytes: Buffer.byteLength(text) };
}

export interface Measurement {
  /** Mean of autocannon's per-second samples. */
  requestsPerSecond: number;
  totalRequests: number;
  durationSeconds: number;
  /** Milliseconds, at autocannon's 1 ms resolution. */
  latencyMs: { average: number; p50: number; p90: number; p99: number; max: number };
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers with HTTP 200 whose envelope code was not 0. */
  wrongCode: number;
  statusCodes: Record<string, number>;
}

function summarise(result: autocannon.Result): Measurement {
  return {
    requestsPerSecond: result.requests.average,
    totalRequests: result.requests.total,
    durationSeconds: result.duration,
    latencyMs: {
      average: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    wrongCode: result.mismatches,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
    ),
  };
}

/** What makes a measurement invalid; empty when it is clean. */
export function problemsOf(measurement: Measurement): string[] {
  const problems: string[] = [];
  if (measurement.totalRequests === 0) problems.push('no request completed');
  if (measurement.errors > 0) problems.push(`${measurement.errors} connection errors`);
  if (measurement.timeouts > 0) problems.push(`${measurement.timeouts} timeouts`);
  if (measurement.non2xx > 0) {
    problems.push(`${measurement.non2xx} non-2xx answers (${JSON.stringify(measurement.statusCodes)})`);
  }
  if (measurement.wrongCode > 0) problems.push(`${measurement.wrongCode} answers with a non-zero code`);
  return problems;
}

/** Keep-alive load from `connections` clients for `durationSeconds`, as fast as the server answers. */
export async function runLoad(
  baseUrl: string,
  target: Target,
  options: { connections: number; durationSeconds: number },
): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    method: target.method,
    headers: target.headers,
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    ...(target.envelope ? { verifyBody: successfulEnvelope } : {}),
  });
  return summarise(result);
}
