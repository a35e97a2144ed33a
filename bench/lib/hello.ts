import path from 'node:path';
import { startChildServer, type ChildServer } from './child-server.ts';
import { freePort } from './free-port.ts';
import { repoRoot } from './paths.ts';

export interface RunningServer {
  baseUrl: string;
  process: ChildServer;
}

/** Starts bench/hello/server.ts (Fastify hello world) on a free port. */
export async function startHelloServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = await startChildServer({
    label: 'the hello-world server',
    script: path.join(repoRoot, 'bench', 'hello', 'server.ts'),
    env: { PORT: String(port) },
    readyText: 'hello server ready',
    startTimeoutMs: 30_000,
    stopGraceMs: 5_000,
  });
  return { baseUrl: `http://127.0.0.1:${port}`, process: child };
}
