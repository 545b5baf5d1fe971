import { describe, expect, it } from 'vitest';
import { formatFileSize, ICS_MAX_BYTES, icsFileProblem, icsTextProblem, importSummary } from './ics-file.ts';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('icsFileProblem', () => {
  it('lets a .ics file up to 2 MB through', () => {
    expect(icsFileProblem(file('agenda.ics', 1_200))).toBeNull();
    expect(icsFileProblem(file('AGENDA.ICS', ICS_MAX_BYTES))).toBeNull();
    expect(icsFileProblem(file('export', 500, 'text/calendar'))).toBeNull();
  });

  it('refuses a file above 2 MB before it is read, saying its size', () => {
    expect(icsFileProblem(file('grande.ics', ICS_MAX_BYTES + 1))).toBe(
      'Il file «grande.ics» è troppo grande (2 MB): al massimo 2 MB.',
    );
    expect(icsFileProblem(file('enorme.ics', 5_400_000))).toContain('(5,4 MB)');
  });

  it('refuses an empty file and another kind of file', () => {
    expect(icsFileProblem(file('vuoto.ics', 0))).toBe('Il file «vuoto.ics» è vuoto.');
    expect(icsFileProblem(file('foto.jpg', 300, 'image/jpeg'))).toBe(
      '«foto.jpg» non è un file iCalendar: scegli un file .ics.',
    );
  });
});

describe('icsTextProblem', () => {
  it('wants a VCALENDAR', () => {
    expect(icsTextProblem('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR')).toBeNull();
    expect(icsTextProblem('nome;cognome\nRossi;Mario')).toMatch(/non contiene un calendario/);
  });
});

describe('importSummary and formatFileSize', () => {
  it('says how many were imported and skipped, singular and plural', () => {
    expect(importSummary({ created: 12, skipped: 2 })).toBe('12 appuntamenti importati, 2 saltati');
    expect(importSummary({ created: 1, skipped: 1 })).toBe('1 appuntamento importato, 1 saltato');
    expect(importSummary({ created: 0, skipped: 0 })).toBe('0 appuntamenti importati');
  });

  it('writes sizes the Italian way', () => {
    expect(formatFileSize(820_000)).toBe('820 KB');
    expect(formatFileSize(2_500_000)).toBe('2,5 MB');
  });
});
