import { decodeExtended, parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.ts';

/** What a client reads from the header: the type and the name it would save the file as. */
const read = (header: string) => {
  const { type, parameters } = parse(header, { extended: false });
  const extended = parameters['filename*'];
  return {
    type,
    ascii: parameters.filename,
    name: extended === undefined ? parameters.filename : decodeExtended(extended),
  };
};

describe('attachmentDisposition', () => {
  it.each([
    ['tesi.pdf', 'attachment; filename=tesi.pdf'],
    ['Tesi finale.pdf', 'attachment; filename="Tesi finale.pdf"'],
    [
      'Passaporto è "mio".pdf',
      `attachment; filename="Passaporto e _mio_.pdf"; filename*=UTF-8''Passaporto%20%C3%A8%20_mio_.pdf`,
    ],
    ['100%.pdf', `attachment; filename=100_.pdf; filename*=UTF-8''100%25.pdf`],
  ])('%j → %s', (fileName, header) => {
    expect(attachmentDisposition(fileName)).toBe(header);
  });

  it('keeps the exact name in filename* and an ASCII one beside it', () => {
    expect(read(attachmentDisposition('Ricetta (crème brûlée) 北京.pdf'))).toEqual({
      type: 'attachment',
      ascii: 'Ricetta (creme brulee) __.pdf',
      name: 'Ricetta (crème brûlée) 北京.pdf',
    });
  });

  it('lets no path, control or direction character through', () => {
    const header = attachmentDisposition('../..\\etc/pass\u202ewd\r\nSet-Cookie: x.pdf');
    expect(header).not.toMatch(/[\r\n\u202e/\\]/);
    expect(read(header).name).toBe('.._.._etc_passwdSet-Cookie: x.pdf');
  });

  it('names an empty or blank name after the fallback', () => {
    expect(attachmentDisposition('')).toBe('attachment; filename=document');
    expect(attachmentDisposition(' \u200e ', 'scheda-tecnica.pdf')).toBe(
      'attachment; filename=scheda-tecnica.pdf',
    );
  });
});
