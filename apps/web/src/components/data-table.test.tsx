import '../test/setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { type DataColumn, DataTable, formatCell, htmlToText, sanitizeHtml } from './data-table';

describe('DataTable — "currency (format $ 0,0.00), date and datetime (DD-MM-YYYY), html, link"', () => {
  it('formats each kind of cell', () => {
    expect(formatCell({ format: 'currency', value: 1234.5 })).toBe('€\u00a01.234,50');
    expect(formatCell({ format: 'date', value: '2026-03-05' })).toBe('05-03-2026');
    expect(formatCell({ format: 'datetime', value: '2026-03-05T09:07:00' })).toBe('05-03-2026 09:07');
    expect(formatCell({ format: 'text', value: null })).toBe('');
    expect(formatCell({ format: 'link', value: { href: '/x', label: 'file.pdf' } })).toBe('file.pdf');
  });

  it('shows html as plain text: markup and scripts never reach the page', () => {
    expect(htmlToText('<p>Pagina <b>con</b> la foto</p><p>fronte<br>retro</p>')).toBe(
      'Pagina con la foto\nfronte\nretro',
    );
    expect(htmlToText('<img src=x onerror="alert(1)">Nota<script>alert(2)</script>')).toBe('Notaalert(2)');
  });

  it('renders a table with headers, a caption and labelled cells', async () => {
    type Row = { id: string; note: string; amount: number };
    const columns: DataColumn<Row>[] = [
      { id: 'note', header: 'Note', cell: (r) => ({ format: 'html', value: r.note }) },
      {
        id: 'amount',
        header: 'Importo',
        numeric: true,
        cell: (r) => ({ format: 'currency', value: r.amount }),
      },
    ];
    renderWithApp(
      <DataTable
        caption="Righe"
        columns={columns}
        rows={[{ id: 'a', note: '<i>x</i> <img src=x onerror=alert(1)>', amount: 10 }]}
        rowKey={(r) => r.id}
        empty="vuoto"
      />,
    );
    const table = await screen.findByRole('table', { name: 'Righe' });
    expect(table.querySelector('img')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Importo' })).toBeTruthy();
    const cell = screen.getByRole('cell', { name: '€\u00a010,00' });
    expect(cell.getAttribute('data-label')).toBe('Importo');
  });

  it('keeps the formatting of an html note and removes scripts, handlers and other addresses', () => {
    expect(sanitizeHtml('<p>Pagina <b>con</b> la <em>foto</em></p>')).toBe(
      '<p>Pagina <b>con</b> la <em>foto</em></p>',
    );
    const cleaned = sanitizeHtml(
      '<b onclick="alert(1)">Nota</b><script>alert(2)</script><img src=x onerror=alert(3)>' +
        '<a href="javascript:alert(4)">x</a><a href="https://alma.example/guida">guida</a><span style="color:red">y</span>',
    );
    expect(cleaned).toBe(
      '<b>Nota</b><a>x</a><a href="https://alma.example/guida" target="_blank" rel="noopener noreferrer">guida</a><span>y</span>',
    );
  });

  it('renders an html cell bold where the note is bold, and dates on one line', async () => {
    renderWithApp(
      <DataTable
        caption="Documenti"
        columns={[
          {
            id: 'note',
            header: 'Note',
            cell: () => ({ format: 'html', value: 'Pagina <b>con la foto</b>' }),
          },
          { id: 'due', header: 'Scadenza', cell: () => ({ format: 'date', value: '2026-11-18' }) },
        ]}
        rows={[{}]}
        rowKey={() => 'r'}
        empty="vuoto"
      />,
    );
    const table = await screen.findByRole('table', { name: 'Documenti' });
    expect(table.querySelector('b')?.textContent).toBe('con la foto');
    const date = screen.getByText('18-11-2026');
    expect(date.className).toMatch(/nowrap/);
  });

  it('says so when there are no rows', async () => {
    renderWithApp(
      <DataTable caption="Righe" columns={[]} rows={[]} rowKey={() => ''} empty="Nessuna riga." />,
    );
    expect(await screen.findByText('Nessuna riga.')).toBeTruthy();
  });
});
