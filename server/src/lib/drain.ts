import net from 'node:net';
import type { Server } from 'node:http';

export interface Drain {
  /**
   * Stops accepting connections and resolves once every HTTP connection already accepted has closed.
   * Nothing accepted is dropped: a connection whose request is still on its way is read and answered
   * (with `Connection: close` while draining, see app.ts). Connections still idle after `idleGraceMs`
   * (a client other than the proxy, which closes its own idle ones first) are closed then.
   */
  stopAccepting(idleGraceMs: number): Promise<void>;
}

/** Tracks an HTTP server's connections (upgraded sockets leave the count; realtime closes them). */
export function drainOf(server: Server): Drain {
  const open = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  server.on('upgrade', (_request, socket: net.Socket) => open.delete(socket));
  return {
    stopAccepting(idleGraceMs) {
      // net's close, not http's: http's would also destroy at once every connection it counts idle,
      // which includes one whose request has arrived but is not parsed yet (that request would be lost).
      net.Server.prototype.close.call(server);
      return new Promise((resolve) => {
        const idle = setTimeout(() => server.closeIdleConnections(), idleGraceMs);
        idle.unref();
        const check = () => {
          if (open.size > 0) return;
          clearTimeout(idle);
          resolve();
        };
        for (const socket of open) socket.once('close', check);
        check();
      });
    },
  };
}
