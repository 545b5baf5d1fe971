import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AttachmentApp, createAttachmentApp } from './attachment-fixtures.ts';
import { pdf } from './sample-files.ts';

const LIMIT = 1024 * 1024;

/**
 * Over a real socket: the 413 comes while the client is still sending a 60 MB file (the rest of the
 * body is not read), whether the length was declared or the body is chunked. The bound leaves room
 * for the loopback's socket buffers (several MB), which take bytes the server never reads.
 */
describe('upload limit over HTTP', () => {
  let t: AttachmentApp;
  let port: number;
  let xsrf: string;
  beforeAll(async () => {
    t = await createAttachmentApp('local', { uploadMaxBytes: LIMIT });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    xsrf = health.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  }, 60_000);
  afterAll(async () => t?.stop());

  /** Sends a file of `total` bytes in 64 KiB pieces until the answer arrives; how much went out. */
  function send(total: number, declare: boolean): Promise<{ status: number; sent: number; body: string }> {
    const boundary = 'officinaconfine';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grande.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/attachments',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          authorization: `Bearer ${t.admin}`,
          cookie: `XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          ...(declare ? { 'content-length': head.length + total + tail.length } : {}),
        },
      });
      request.on('response', (response) => {
        answered = true;
        let body = '';
        response.on('data', (c) => {
          body += c;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sent, body }));
      });
      request.on('error', (error) => (answered ? undefined : reject(error)));
      const piece = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        if (answered || request.destroyed) return;
        if (sent === 0) {
          request.write(Buffer.concat([head, pdf()]));
          sent += head.length;
        }
        if (sent >= total) {
          request.end(tail);
          return;
        }
        sent += piece.length;
        if (request.write(piece)) setImmediate(pump);
        else request.once('drain', pump);
      };
      pump();
    });
  }

  it('refuses a declared 60 MB body before reading it', async () => {
    const res = await send(60 * LIMIT, true);
    expect(res.status).toBe(413);
    expect(res.sent).toBeLessThan(20 * LIMIT);
  });

  it('stops a chunked body as soon as it crosses the limit', async () => {
    const res = await send(60 * LIMIT, false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).alert.message).toContain('dimensione massima');
    expect(res.sent).toBeLessThan(20 * LIMIT);
    expect(await t.app.db.selectFrom('attachments').select('id').execute()).toEqual([]);
  });
});
