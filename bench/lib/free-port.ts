import { createServer } from 'node:net';

/**
 * A TCP port the OS says is free right now (listen on port 0, read it, close).
 * Never a fixed port: 3000 and 3100 are often taken on these machines, and a
 * developer's own `npm start` may be running beside the bench.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('The OS gave no free port'))));
    });
  });
}
