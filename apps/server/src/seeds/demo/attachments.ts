import { Readable } from 'node:stream';
import type { AttachmentRecordType } from '@officina/contracts';
import { sniffFileType } from '../../modules/attachments/attachment-sniff.ts';
import { storeStaged } from '../../modules/attachments/attachment-upload.service.ts';
import { createBlobStore } from '../../storage/index.ts';
import { demoPdf, demoPng } from './attachments-files.ts';
import { demoUsersAndClients } from './demo-authors.ts';
import { rng } from './random.ts';
import type { DemoSeeder } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoFile {
  record_type: AttachmentRecordType;
  record_id: number;
  name: string;
  data: Buffer;
}

const CONDITIONS = [
  'Le presenti condizioni regolano la fornitura di servizi tra le parti. I corrispettivi sono indicati ' +
    'nell’offerta accettata e si intendono al netto di IVA.',
  'La fatturazione avviene a fine mese; il pagamento è dovuto a 30 giorni data fattura fine mese.',
  'Le attività fuori contratto sono quotate a parte e avviate solo dopo conferma scritta del cliente.',
];

/**
 * A few files on demo clients and DEMO- projects: a company report (PDF) and a logo (PNG) on the
 * first clients, the same general conditions PDF on several of them (stored once: de-duplicated),
 * meeting minutes (PDF) and site photos (PNG) on the projects. Generated here (pdfkit, a PNG
 * encoder), added by demo users over the last weeks (from `options.now`), each with its history
 * on the record. An attachment already on its record under the same name is skipped.
 */
export const attachmentsSeeder: DemoSeeder = {
  name: 'allegati',
  async run(ctx, options) {
    const { db } = ctx;
    const { users, clients } = await demoUsersAndClients(db, 6);
    if (users.length === 0 || clients.length === 0) return;
    const projects = await db
      .selectFrom('projects')
      .select(['id', 'code', 'name'])
      .where('code', 'like', 'DEMO-%')
      .orderBy('id')
      .limit(4)
      .execute();
    const at = new Date(options.now);
    const conditions = await demoPdf(
      'Condizioni generali di fornitura',
      'Versione in vigore, allegata ai contratti',
      CONDITIONS,
      at,
    );
    const files: DemoFile[] = [];
    for (const [i, client] of clients.entries()) {
      const on = { record_type: 'client' as const, record_id: client.id };
      if (i < 4) {
        const report = await demoPdf(
          `Visura camerale – ${client.business_name}`,
          'Documento dimostrativo generato da Officina',
          [
            `Denominazione: ${client.business_name}.`,
            'Stato dell’impresa: attiva. Dati riportati a solo scopo dimostrativo.',
          ],
          at,
        );
        files.push({ ...on, name: `Visura camerale ${client.business_name}.pdf`, data: report });
        const hue = (i * 53) % 200;
        files.push({
          ...on,
          name: 'Logo.png',
          data: demoPng(96, 96, [30 + hue, 80, 160], [240, 200 - hue / 2, 90]),
        });
      }
      if (i % 2 === 0) files.push({ ...on, name: 'Condizioni generali.pdf', data: conditions });
    }
    for (const [i, project] of projects.entries()) {
      const on = { record_type: 'project' as const, record_id: project.id };
      const minutes = await demoPdf(
        `Verbale di riunione – ${project.code}`,
        project.name,
        [
          'Presenti: referente del cliente, project manager, tecnico.',
          'Decisioni: si procede con la fase successiva.',
        ],
        at,
      );
      files.push({ ...on, name: `Verbale riunione ${project.code}.pdf`, data: minutes });
      files.push({
        ...on,
        name: `Foto sopralluogo ${i + 1}.png`,
        data: demoPng(160, 120, [60, 120 + i * 20, 80], [200, 220, 240 - i * 30]),
      });
    }
    const existing = new Set(
      (await db.selectFrom('attachments').select(['record_type', 'record_id', 'name']).execute()).map(
        (a) => `${a.record_type}:${a.record_id}:${a.name}`,
      ),
    );
    const store = await createBlobStore(ctx.config.storage, ctx.config.dataDir);
    const r = rng(2018);
    try {
      for (const [i, file] of files.entries()) {
        if (existing.has(`${file.record_type}:${file.record_id}:${file.name}`)) continue;
        const staged = await store.stage(Readable.from([file.data]));
        const type = await sniffFileType(staged.head, file.name);
        const when = new Date(
          options.now - (2 + Math.floor(r() * 40)) * DAY - Math.floor(r() * 8) * 3_600_000,
        );
        const target = { record_type: file.record_type, record_id: file.record_id };
        await storeStaged(
          db,
          store,
          users[i % users.length] as number,
          { target, staged, type, name: file.name },
          when.toISOString(),
        );
      }
    } finally {
      await store.close();
    }
  },
};
