import { createServer } from 'node:http';
import { E2E_PORT } from '../../playwright.config';

type Delivery = { text: string };

/**
 * Runs the contact webhook receiver for the whole test run on E2E_PORT + 1 (one process, so the two
 * projects never race for the port). Tests steer it over HTTP: see tests/e2e/webhook-receiver.ts.
 */
export default async function globalSetup() {
  const held = new Set<string>();
  const accepted: Delivery[] = [];
  const refused = new Map<string, number>();

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const token = url.searchParams.get('token') ?? '';
    if (req.method === 'POST' && url.pathname === '/hook') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        let delivery: Delivery;
        try {
          delivery = JSON.parse(body) as Delivery;
        } catch {
          res.writeHead(400).end();
          return;
        }
        const text = String(delivery.text ?? '');
        const heldBy = [...held].find((t) => text.includes(t));
        if (heldBy) {
          refused.set(heldBy, (refused.get(heldBy) ?? 0) + 1);
          res.writeHead(503).end('down');
          return;
        }
        accepted.push({ text });
        res.writeHead(200).end('ok');
      });
      return;
    }
    if (req.method === 'POST' && url.pathname === '/control/hold' && token) {
      held.add(token);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/control/release' && token) {
      held.delete(token);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && url.pathname === '/control/deliveries' && token) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          accepted: accepted.filter((d) => d.text.includes(token)),
          refused: refused.get(token) ?? 0,
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_PORT + 1, '127.0.0.1', () => resolve());
  });

  return async () => {
    // the app keeps its connection to the webhook alive; drop it so close() returns at once
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
