import { Anchor, Table, Text } from '@mantine/core';
import { formatDate, formatDateTime } from '@school/domain/format/date';
import { formatEuro } from '@school/domain/format/money';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import classes from './data-table.module.css';

/**
 * The column formats of the specification ("Table column filters: currency (format $ 0,0.00),
 * date and datetime (DD-MM-YYYY), html, link"): currency in euro with Italian format, date
 * DD-MM-YYYY, datetime DD-MM-YYYY HH:mm (never broken over two lines), html as sanitised markup, link.
 */
export type CellValue =
  | { format: 'text'; value: string | null | undefined }
  | { format: 'currency'; value: number | null | undefined }
  | { format: 'date'; value: string | null | undefined }
  | { format: 'datetime'; value: string | null | undefined }
  | { format: 'html'; value: string | null | undefined }
  | { format: 'link'; value: { href: string; label: string; download?: boolean } | null | undefined };

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** The value in one of the formats, or any node (buttons, badges). */
  cell: (row: Row) => CellValue | ReactNode;
  /** Right-aligned (amounts). */
  numeric?: boolean;
}

const BLOCK_END = /^(P|DIV|LI|TR|H[1-6]|UL|OL|TABLE|BLOCKQUOTE)$/;

/** The markup a note of the school may keep: text formatting, lists, paragraphs and links. */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'p', 'ul', 'ol', 'li', 'a', 'span', 'small'];

/**
 * The html format of the specification's tables ("html sanitised"), with DOMPurify: only
 * formatting tags, no attributes but a link's address (http, https or mailto), no script, no
 * event handler, no style; links open in a new tab without access to this page.
 */
export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of clean.querySelectorAll('a[href]')) {
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}

/** A cell without a value: a dash, hidden from assistive technologies. */
function EmptyCell() {
  return (
    <span className={classes.empty} aria-hidden="true">
      –
    </span>
  );
}

/**
 * A cell of the html format: sanitised markup in the browser (DOMPurify needs its DOM); on the
 * server, and while the page hydrates, the fragment's text without its tags (React escapes it).
 */
function HtmlCell({ html }: { html: string }) {
  const isHydrated = useHydrated();
  if (!isHydrated) {
    const text = html.replaceAll(/<[^>]*>/g, ' ').trim();
    return text === '' ? <EmptyCell /> : <span className={classes.html}>{text}</span>;
  }
  if (htmlToText(html) === '') return <EmptyCell />;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through sanitizeHtml (DOMPurify, an allow-list of formatting tags)
    <span className={classes.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
  );
}

/**
 * The text of an HTML fragment, line breaks kept ("html sanitised"): parsed into an inert
 * document (no scripts run, nothing loads) and read as text, so no markup reaches the page.
 */
export function htmlToText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const br of document.body.querySelectorAll('br')) br.replaceWith('\n');
  for (const block of document.body.querySelectorAll('*')) {
    if (BLOCK_END.test(block.tagName)) block.append('\n');
  }
  return (document.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

function isCellValue(value: unknown): value is CellValue {
  return typeof value === 'object' && value !== null && 'format' in value && !('$$typeof' in value);
}

/** A formatted value as text; '' when missing. */
export function formatCell(cell: CellValue): string {
  switch (cell.format) {
    case 'currency':
      return cell.value === null || cell.value === undefined ? '' : formatEuro(cell.value);
    case 'date':
      return formatDate(cell.value);
    case 'datetime':
      return formatDateTime(cell.value);
    case 'html':
      return cell.value ? htmlToText(cell.value) : '';
    case 'link':
      return cell.value?.label ?? '';
    default:
      return cell.value ?? '';
  }
}

function Cell({ content }: { content: CellValue | ReactNode }) {
  if (!isCellValue(content)) return content;
  if (content.format === 'link' && content.value) {
    return (
      <Anchor href={content.value.href} download={content.value.download ? '' : undefined}>
        {content.value.label}
      </Anchor>
    );
  }
  // Sanitised markup: formatting kept (a bold note stays bold), scripts and handlers removed.
  if (content.format === 'html' && content.value) return <HtmlCell html={content.value} />;
  const text = formatCell(content);
  if (text === '') return <EmptyCell />;
  const isFigure =
    content.format === 'date' || content.format === 'datetime' || content.format === 'currency';
  return <span className={isFigure ? classes.nowrap : undefined}>{text}</span>;
}

/**
 * A table of records: a caption for assistive technologies, one header per column, formatted
 * cells; on a phone each row is shown as a card with the column names.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
}) {
  if (rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Table className={classes.table} striped highlightOnHover verticalSpacing="sm" role="table">
      <caption className="sr-only">{caption}</caption>
      <Table.Thead role="rowgroup">
        <Table.Tr role="row">
          {columns.map((column) => (
            <Table.Th
              key={column.id}
              role="columnheader"
              scope="col"
              ta={column.numeric ? 'right' : undefined}
            >
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody role="rowgroup">
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} role="row" data-row={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td
                key={column.id}
                role="cell"
                data-label={column.header}
                data-column={column.id}
                ta={column.numeric ? 'right' : undefined}
              >
                <Cell content={column.cell(row)} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
