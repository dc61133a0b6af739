/**
 * Requests to the stack through its front door, Caddy, over HTTPS, as a visitor's browser would make them: to
 * PUBLIC_URL's host (which need not resolve: the connection goes to 127.0.0.1), trusting only the test's certificate
 * authority (Caddy's internal one).
 */
import https from 'node:https';
import http2 from 'node:http2';

/** Resolves every name to this machine's loopback, where the stack's ports are published. */
const toLoopback = (hostname, options, callback) =>
  options?.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4);

/**
 * A client for `publicUrl` (e.g. https://lyceum.test:28443) trusting `ca` (PEM). `request` resolves with
 * `{ status, headers, rawHeaders, body }` (the body a Buffer, exactly as sent: no Accept-Encoding unless asked).
 */
export function frontDoor(publicUrl, ca) {
  const origin = new URL(publicUrl);
  const agent = new https.Agent({ ca, lookup: toLoopback, keepAlive: true, maxSockets: 4 });

  /**
   * @param {string} route
   * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} [options]
   */
  function request(route, { method = 'GET', headers = {}, body } = {}) {
    return new Promise((resolve, reject) => {
      const req = https.request(new URL(route, origin), { method, headers, agent, timeout: 60_000 }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error(`${method} ${route}: no answer within 60 s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /**
   * One GET over HTTP/2 (ALPN), with what the TLS handshake showed: the protocol, whether the chain verified against
   * `ca` for the host's name, and each certificate's subject and issuer.
   */
  function http2Get(route) {
    return new Promise((resolve, reject) => {
      const session = http2.connect(origin, { ca, servername: origin.hostname, lookup: toLoopback });
      session.on('error', reject);
      session.on('connect', (_session, plainSocket) => {
        const socket = /** @type {import('node:tls').TLSSocket} */ (plainSocket);
        const chain = [];
        for (let cert = socket.getPeerCertificate(true); cert?.raw; cert = cert.issuerCertificate) {
          // Caddy's leaf certificates name the host in their subjectAltName only.
          chain.push({ subject: cert.subject?.CN ?? cert.subjectaltname, issuer: cert.issuer?.CN });
          if (cert.issuerCertificate === cert) break;
        }
        const stream = session.request({ ':path': route });
        let status = 0;
        let headers = {};
        const chunks = [];
        stream.on('response', (answer) => {
          status = answer[':status'] ?? 0;
          headers = answer;
        });
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          session.close();
          resolve({
            status,
            headers,
            body: Buffer.concat(chunks),
            alpn: socket.alpnProtocol,
            authorized: socket.authorized,
            authorizationError: socket.authorizationError,
            chain,
          });
        });
        stream.on('error', reject);
        stream.end();
      });
    });
  }

  return { origin, request, http2Get, close: () => agent.destroy() };
}

/** Every value of a header in a raw header list (Node joins or drops repeated ones in `headers`). */
export function headerValues(rawHeaders, name) {
  const values = [];
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index].toLowerCase() === name) values.push(rawHeaders[index + 1]);
  }
  return values;
}
