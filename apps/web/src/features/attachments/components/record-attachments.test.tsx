import type { Attachment, AttachmentPage } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { maria } from '../../../test/fixtures.ts';
import { RecordAttachments } from './record-attachments.tsx';

const pdf: Attachment = {
  id: 5,
  record_type: 'client',
  record_id: 1,
  record_label: 'Rossi S.r.l.',
  name: 'offerta.pdf',
  size: 1_258_291,
  mime: 'application/pdf',
  kind: 'pdf',
  sha256: 'a'.repeat(64),
  previewable: true,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  created_by: { id: 7, name: 'Maria Rossi' },
};

const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  useSessionStore.getState().setSession('jwt', maria);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const page: AttachmentPage = {
        data: [pdf],
        meta: { page: 1, per_page: 10, total: 1, next_cursor: null },
      } as AttachmentPage;
      return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
});

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecordAttachments recordType="client" recordId={1} recordLabel="Rossi S.r.l." />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RecordAttachments', () => {
  it("lists the record's files: name, size the Italian way, uploader; asks for this record only", async () => {
    useSessionStore.getState().setPermissions([{ action: 'view_attachments', subject: 'all' }]);
    renderTab();
    const grid = screen.getByRole('grid', { name: 'Allegati di Rossi S.r.l.' });
    expect(await within(grid).findByRole('button', { name: 'offerta.pdf' })).toBeTruthy();
    expect(within(grid).getByText('1,2 MB')).toBeTruthy();
    expect(within(grid).getByText('Maria Rossi')).toBeTruthy();
    expect(screen.getByText('1 allegato')).toBeTruthy();
    expect(asked[0]).toMatch(
      /^\/api\/attachments\?record_type=client&record_id=1&page=1&per_page=10&sort=-created_at$/,
    );
  });

  it('without manage_attachments: download only, no upload area, no rename or delete (the server refuses them)', async () => {
    useSessionStore.getState().setPermissions([{ action: 'view_attachments', subject: 'all' }]);
    renderTab();
    const grid = screen.getByRole('grid', { name: 'Allegati di Rossi S.r.l.' });
    expect(await within(grid).findByRole('button', { name: 'Scarica offerta.pdf' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Carica allegati' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Rinomina offerta.pdf' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Elimina offerta.pdf' })).toBeNull();
  });

  it('with manage_attachments: the upload area for this record, rename and delete', async () => {
    useSessionStore.getState().setPermissions([
      { action: 'view_attachments', subject: 'all' },
      { action: 'manage_attachments', subject: 'all' },
    ]);
    renderTab();
    const area = screen.getByRole('group', { name: 'Carica allegati' });
    expect(within(area).getByText('Trascina qui i file da allegare a «Rossi S.r.l.»')).toBeTruthy();
    expect(within(area).getByRole('button', { name: 'Scegli file' })).toBeTruthy();
    const grid = screen.getByRole('grid', { name: 'Allegati di Rossi S.r.l.' });
    expect(await within(grid).findByRole('button', { name: 'Rinomina offerta.pdf' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: 'Elimina offerta.pdf' })).toBeTruthy();
  });
});
