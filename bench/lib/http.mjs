import { createHash } from 'node:crypto';
import http from 'node:http';

/** One GET whose body is kept exactly as sent (no decompression), for comparing bytes. */
export function getRaw(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

export function sha256(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A JSON client over keep-alive connections (lighter than fetch when many shoppers share two cores). */
export function jsonClient(baseUrl, maxSockets) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const request = (method, path, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        `${baseUrl}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json;
            try {
              json = JSON.parse(text);
            } catch {
              json = undefined;
            }
            resolve({ status: response.statusCode, json, text, ms: performance.now() - started });
          });
          response.on('error', reject);
        },
      );
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  return {
    get: (path, headers) => request('GET', path, undefined, headers),
    post: (path, body, headers) => request('POST', path, body, headers),
    close: () => agent.destroy(),
  };
}
