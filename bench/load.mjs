// The load generator, in a process of its own so the measured API never shares its event loop (or its CPU
// figure) with the client. The parent sends one pool of requests per connection; each connection is one autocannon
// client cycling through its own pool, so a connection can stand for one register with its own drawer. A header
// value of FRESH_UUID is replaced by a new UUID on every request (a new Idempotency-Key per sale).
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

const FRESH_UUID = "{{uuid}}";

function runConnection(url, duration, pool, latencies) {
  let next = 0;
  let errors = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: 1,
        duration,
        requests: [
          {
            setupRequest: (request) => {
              const sample = pool[next++ % pool.length];
              const headers = { ...sample.headers };
              for (const [name, value] of Object.entries(headers))
                if (value === FRESH_UUID) headers[name] = randomUUID();
              return { ...request, method: sample.method, path: sample.path, headers, body: sample.body };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ errors: errors + result.errors + result.timeouts })),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors += 1;
    });
  });
}

process.once("message", async ({ url, duration, pools }) => {
  const latencies = [];
  const started = Date.now();
  const results = await Promise.all(pools.map((pool) => runConnection(url, duration, pool, latencies)));
  const seconds = (Date.now() - started) / 1000;
  process.send({ latencies, seconds, errors: results.reduce((sum, r) => sum + r.errors, 0) }, () => process.exit(0));
});
