import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, multipart } from '../crm/crm-fixtures.ts';
import { type AttachmentApp, createAttachmentApp, type StoreKind } from './attachment-fixtures.ts';
import { pdf, png, sha256, zipBomb } from './sample-files.ts';

/**
 * The behaviour every store must give (run against LocalBlobStore and S3BlobStore, on the engine of
 * TEST_DB): upload, de-duplication and reference counting, download headers, ranges, preview,
 * oversize, refused and neutralised files, names, XSRF.
 */
export function attachmentSuite(kind: StoreKind): void {
  describe(`attachments on the ${kind} store`, () => {
    let t: AttachmentApp;
    beforeAll(async () => {
      t = await createAttachmentApp(kind, { uploadMaxBytes: 1024 * 1024 });
    }, 60_000);
    afterAll(async () => t?.stop());

    const onClient = () => ({ record_type: 'client', record_id: String(t.clientId) });
    const blobRow = (hash: string) =>
      t.app.db.selectFrom('blobs').selectAll().where('sha256', '=', hash).executeTakeFirst();
    const staged = async () => (await fs.readdir(t.stagingDir).catch(() => [])).length;

    it('uploads a PDF on a client: sniffed type, hash, activity on the client', async () => {
      const data = pdf('upload');
      const res = await t.upload({ name: 'contratto.pdf', data, type: 'application/pdf' }, onClient());
      expect(res.statusCode, res.body).toBe(201);
      const a = json(res).attachment;
      expect(a).toMatchObject({
        record_type: 'client',
        record_id: t.clientId,
        record_label: 'Allegati S.r.l.',
        name: 'contratto.pdf',
        size: data.length,
        mime: 'application/pdf',
        kind: 'pdf',
        previewable: true,
        sha256: sha256(data),
      });
      expect(a.created_by.id).toBe(t.adminId);
      expect(await t.store.exists(sha256(data))).toBe(true);
      const history = await t.request({
        method: 'GET',
        url: `/api/clients/${t.clientId}/activity`,
        token: t.admin,
      });
      const entry = json(history).data.find((e: { action: string }) => e.action === 'attachment_added');
      expect(entry.changes).toEqual([{ field: 'attachment', old: null, new: 'contratto.pdf' }]);
      expect(await staged()).toBe(0);
    });

    it('stores the same bytes once and deletes them with the last reference', async () => {
      const data = png(6, [1, 2, 3]);
      const hash = sha256(data);
      const first = json(await t.upload({ name: 'uno.png', data }, onClient())).attachment;
      const second = json(await t.upload({ name: 'due.png', data })).attachment;
      expect(second.sha256).toBe(hash);
      expect((await blobRow(hash))?.ref_count).toBe(2);
      const del = await t.request({ method: 'DELETE', url: `/api/attachments/${first.id}`, token: t.admin });
      expect(del.statusCode).toBe(200);
      expect((await blobRow(hash))?.ref_count).toBe(1);
      expect(await t.store.exists(hash)).toBe(true);
      const gone = await t.request({ method: 'GET', url: `/api/attachments/${first.id}`, token: t.admin });
      expect(gone.statusCode).toBe(404);
      await t.request({ method: 'DELETE', url: `/api/attachments/${second.id}`, token: t.admin });
      expect(await blobRow(hash)).toBeUndefined();
      expect(await t.store.exists(hash)).toBe(false);
      const history = await t.request({
        method: 'GET',
        url: `/api/clients/${t.clientId}/activity`,
        token: t.admin,
      });
      expect(json(history).data.map((e: { action: string }) => e.action)).toContain('attachment_removed');
    });

    it('keeps the count right under concurrent uploads and deletes of the same bytes', async () => {
      const data = pdf('parallel');
      const hash = sha256(data);
      const uploads = await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.upload({ name: `copia-${i}.pdf`, data }, onClient())),
      );
      expect(uploads.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      expect((await blobRow(hash))?.ref_count).toBe(6);
      const ids = uploads.map((r) => json(r).attachment.id as number);
      const twice = await Promise.all(
        [0, 1].map(() => t.request({ method: 'DELETE', url: `/api/attachments/${ids[0]}`, token: t.admin })),
      );
      expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 404]);
      expect((await blobRow(hash))?.ref_count).toBe(5);
      ids.shift();
      const again = t.upload({ name: 'ancora.pdf', data }, onClient());
      await Promise.all(
        ids.map((id) => t.request({ method: 'DELETE', url: `/api/attachments/${id}`, token: t.admin })),
      );
      const last = json(await again).attachment;
      expect((await blobRow(hash))?.ref_count).toBe(1);
      expect(await t.store.exists(hash)).toBe(true);
      const bytes = await t.request({
        method: 'GET',
        url: `/api/attachments/${last.id}/download`,
        token: t.admin,
      });
      expect(bytes.rawPayload.equals(data)).toBe(true);
    });

    it('downloads with attachment disposition (RFC 5987), nosniff, length, ranges 206 and 416', async () => {
      const data = Buffer.from('0123456789abcdefghij'.repeat(50));
      const a = json(await t.upload({ name: 'Città «prova».txt', data }, onClient())).attachment;
      expect(a).toMatchObject({ kind: 'text', mime: 'text/plain', previewable: false });
      const url = `/api/attachments/${a.id}/download`;
      const res = await t.request({ method: 'GET', url, token: t.admin });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(data)).toBe(true);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Citta prova.txt"; filename*=UTF-8''Citt%C3%A0%20%C2%ABprova%C2%BB.txt`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(data.length));
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(res.headers['cache-control']).toContain('private');
      const part = await t.request({ method: 'GET', url, token: t.admin, headers: { range: 'bytes=10-19' } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe('abcdefghij');
      expect(part.headers['content-range']).toBe(`bytes 10-19/${data.length}`);
      expect(part.headers['content-length']).toBe('10');
      const tail = await t.request({ method: 'GET', url, token: t.admin, headers: { range: 'bytes=-5' } });
      expect(tail.statusCode).toBe(206);
      expect(tail.body).toBe('fghij');
      const past = await t.request({ method: 'GET', url, token: t.admin, headers: { range: 'bytes=5000-' } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${data.length}`);
      const preview = await t.request({
        method: 'GET',
        url: `/api/attachments/${a.id}/preview`,
        token: t.admin,
      });
      expect(preview.statusCode).toBe(415);
    });

    it('previews a PNG inline in a sandbox', async () => {
      const data = png();
      const a = json(await t.upload({ name: 'foto.png', data }, onClient())).attachment;
      const res = await t.request({ method: 'GET', url: `/api/attachments/${a.id}/preview`, token: t.admin });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(/^inline; /);
      expect(res.headers['content-security-policy']).toBe("sandbox; default-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(data)).toBe(true);
    });

    it('answers 413 over the limit and leaves nothing behind (declared length and streamed body)', async () => {
      const before = await t.app.db.selectFrom('attachments').select('id').execute();
      const blobsBefore = await t.app.db.selectFrom('blobs').select('sha256').execute();
      for (const size of [3 * 1024 * 1024, 1024 * 1024 + 10]) {
        const res = await t.upload(
          { name: 'grande.pdf', data: Buffer.concat([pdf(), Buffer.alloc(size)]) },
          onClient(),
        );
        expect(res.statusCode).toBe(413);
        expect(json(res).alert.message).toMatch(/supera la dimensione massima consentita \(1 MB\)/);
        expect(res.headers.connection).toBe('close');
      }
      expect(await t.app.db.selectFrom('attachments').select('id').execute()).toEqual(before);
      expect(await t.app.db.selectFrom('blobs').select('sha256').execute()).toEqual(blobsBefore);
      expect(await staged()).toBe(0);
    });

    it('refuses executables, scripts, HTML and SVG with script, and empty files (422, Italian)', async () => {
      const refused: [string, Buffer | string][] = [
        ['fattura.pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
        ['programma.exe', 'testo innocuo'],
        ['avvio.sh', 'echo ciao'],
        ['note.txt', '#!/bin/sh\nrm -rf /\n'],
        ['app.js', 'console.log(1)'],
        ['installer.msi', 'qualcosa'],
        ['foto.png', '<!doctype html><html><body><script>alert(1)</script></body></html>'],
        ['logo.png', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
        ['icona.png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'],
        ['pagina.txt', '<?php system($_GET["c"]); ?>'],
        ['binario', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0])],
      ];
      for (const [name, data] of refused) {
        const res = await t.upload({ name, data, type: 'image/png' }, onClient());
        expect(res.statusCode, name).toBe(422);
        expect(json(res).errors.file[0], name).toMatch(/^Tipo di file non consentito: /);
      }
      const empty = await t.upload({ name: 'vuoto.pdf', data: Buffer.alloc(0) }, onClient());
      expect(empty.statusCode).toBe(422);
      expect(json(empty).errors.file).toEqual(['Il file è vuoto: non c’è niente da allegare.']);
      expect(await staged()).toBe(0);
    });

    it('keeps a plain SVG and a zip bomb named .png as what they are, never previewed nor opened', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>';
      const a = json(await t.upload({ name: 'logo.svg', data: svg, type: 'image/svg+xml' })).attachment;
      expect(a).toMatchObject({ mime: 'image/svg+xml', kind: 'image', previewable: false });
      const svgPreview = await t.request({
        method: 'GET',
        url: `/api/attachments/${a.id}/preview`,
        token: t.admin,
      });
      expect(svgPreview.statusCode).toBe(415);
      const bomb = await zipBomb();
      const res = await t.upload({ name: 'vacanze.png', data: bomb, type: 'image/png' }, onClient());
      expect(res.statusCode, res.body).toBe(201);
      const b = json(res).attachment;
      expect(b).toMatchObject({
        mime: 'application/zip',
        kind: 'archive',
        previewable: false,
        size: bomb.length,
      });
      const preview = await t.request({
        method: 'GET',
        url: `/api/attachments/${b.id}/preview`,
        token: t.admin,
      });
      expect(preview.statusCode).toBe(415);
      const fake = json(await t.upload({ name: 'finta.png', data: 'solo testo' })).attachment;
      expect(fake).toMatchObject({ mime: 'text/plain', kind: 'text', previewable: false, name: 'finta.png' });
    });

    it('sanitises names: no path, no control or bidi characters, capped with the extension', async () => {
      const cases: [string, string][] = [
        ['../../etc/passwd', 'passwd'],
        ['..\\..\\windows\\win.ini', 'win.ini'],
        ['rap\u0000por\u0007to\u202Efdp.txt', 'rapportofdp.txt'],
        ['..', 'allegato.txt'],
        [`${'a'.repeat(300)}.txt`, `${'a'.repeat(196)}.txt`],
        ['Cafe\u0301.txt', 'Café.txt'],
      ];
      for (const [raw, expected] of cases) {
        const res = await t.upload({ name: raw, data: `contenuto ${raw}` });
        expect(res.statusCode, raw).toBe(201);
        expect(json(res).attachment.name, raw).toBe(expected);
      }
    });

    it('needs the XSRF header on upload and delete', async () => {
      const form = multipart({ name: 'x.txt', data: 'x' });
      const bearer = { authorization: `Bearer ${t.admin}` };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/attachments',
        payload: form.payload,
        headers: { ...form.headers, ...bearer },
      });
      expect(res.statusCode).toBe(419);
      expect(await staged()).toBe(0);
      const a = json(await t.upload({ name: 'resta.txt', data: 'resta' })).attachment;
      const del = await t.app.inject({ method: 'DELETE', url: `/api/attachments/${a.id}`, headers: bearer });
      expect(del.statusCode).toBe(419);
      const still = await t.request({ method: 'GET', url: `/api/attachments/${a.id}`, token: t.admin });
      expect(still.statusCode).toBe(200);
    });
  });
}
