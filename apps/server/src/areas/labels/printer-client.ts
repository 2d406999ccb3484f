import net from 'node:net';
import { PRINTER_DEFAULT_PORT } from '@takt/contracts';

/** How long connecting and handing over one job may take. */
export const PRINTER_TIMEOUT_MS = 10_000;

export function parsePrinterAddress(address: string): { host: string; port: number } {
  const [host, port] = address.split(':');
  return { host: host!, port: port ? Number(port) : PRINTER_DEFAULT_PORT };
}

/**
 * Sends a job to a network label printer over raw TCP (the "9100" protocol): connect, write,
 * close. Resolves once the printer has taken every byte and the connection is closed cleanly.
 */
export function sendRaw(address: string, payload: string, timeoutMs = PRINTER_TIMEOUT_MS): Promise<void> {
  const { host, port } = parsePrinterAddress(address);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    let failed = false;
    const fail = (error: Error) => {
      if (failed) return;
      failed = true;
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(new Error(`no answer from ${host}:${port} within ${timeoutMs / 1000} s`)));
    socket.on('error', fail);
    socket.on('connect', () => {
      socket.end(Buffer.from(payload, 'utf8'));
    });
    socket.on('close', (hadError) => {
      if (failed) return;
      if (hadError) fail(new Error(`connection to ${host}:${port} failed`));
      else resolve();
    });
  });
}

/** The transport the queue uses (tests replace nothing: they stand up a real TCP server). */
export type PrinterTransport = (address: string, payload: string) => Promise<void>;
