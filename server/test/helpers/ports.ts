import net from 'node:net';

/** A TCP port free on the loopback address right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = (server.address() as net.AddressInfo) ?? { port: 0 };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
