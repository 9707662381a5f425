import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BASE64_LENGTH, UPLOAD_MAX_BYTES } from '../shared/limits.ts';
import { uploadRefusal } from '../shared/uploads.ts';
import { TicketCategoryBodySchema } from './contracts/staff-tickets.ts';
import {
  CreateTicketBodySchema,
  TicketMessageBodySchema,
  TicketRatingBodySchema,
} from './contracts/tickets.ts';
import {
  canRateTicket,
  canSaveTicket,
  canUploadToTicket,
  categoriesFor,
  categoryText,
  isValidRating,
  newCaseQueryKey,
  parseNewCaseQuery,
  parseTicketFrom,
  TICKET_ATTACHMENT_TYPES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_FROM_LINKS,
  TICKET_ORIGIN,
  type TicketForm,
  ticketFormProblems,
  ticketLinks,
  ticketRecordType,
} from './tickets.ts';

const ID = '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f';
const valid: TicketForm = {
  categoryId: ID,
  subject: 'Rubinetto',
  description: 'Perde acqua',
  acknowledged: true,
};
const long = (n: number) => 'a'.repeat(n);

describe('ticketFormProblems — "Save disabled unless category chosen, subject non-blank, description non-blank, and the warning checkbox ticked"', () => {
  it.each<[string, Partial<TicketForm>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['no category', { categoryId: '' }, { categoryId: 'tickets.categoryRequired' }],
    ['blank subject', { subject: '   ' }, { subject: 'tickets.subjectRequired' }],
    ['empty subject', { subject: '' }, { subject: 'tickets.subjectRequired' }],
    ['subject of 100', { subject: long(100) }, {}],
    ['subject of 101', { subject: long(101) }, { subject: 'tickets.subjectTooLong' }],
    ['subject of 100 with spaces around', { subject: `  ${long(100)}  ` }, {}],
    ['blank description', { description: '\n\t ' }, { description: 'tickets.descriptionRequired' }],
    ['description of 100', { description: long(100) }, {}],
    ['description of 101', { description: long(101) }, { description: 'tickets.descriptionTooLong' }],
    ['warning not ticked', { acknowledged: false }, { acknowledged: 'tickets.acknowledgementRequired' }],
    ['a control character', { subject: 'a\u0000b' }, { subject: 'request.controlCharacters' }],
    [
      'everything missing',
      { categoryId: '', subject: '', description: '', acknowledged: false },
      {
        categoryId: 'tickets.categoryRequired',
        subject: 'tickets.subjectRequired',
        description: 'tickets.descriptionRequired',
        acknowledged: 'tickets.acknowledgementRequired',
      },
    ],
  ])('%s', (_, change, problems) => {
    const form = { ...valid, ...change };
    expect(ticketFormProblems(form)).toEqual(problems);
    expect(canSaveTicket(form)).toBe(Object.keys(problems).length === 0);
  });
});

describe('CreateTicketBodySchema — the same rules on the server', () => {
  const body = { categoryId: ID, subject: 'Rubinetto', description: 'Perde acqua', acknowledged: true };
  const codes = (value: unknown) => {
    const parsed = CreateTicketBodySchema.safeParse(value);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete ticket', {}, {}],
    ['no category', { categoryId: '' }, { categoryId: 'tickets.categoryRequired' }],
    ['blank subject', { subject: '  ' }, { subject: 'tickets.subjectRequired' }],
    ['subject of 101', { subject: long(101) }, { subject: 'tickets.subjectTooLong' }],
    ['blank description', { description: ' ' }, { description: 'tickets.descriptionRequired' }],
    ['description of 101', { description: long(101) }, { description: 'tickets.descriptionTooLong' }],
    ['warning not ticked', { acknowledged: false }, { acknowledged: 'tickets.acknowledgementRequired' }],
    ['from Housing', { from: 'Housing' }, {}],
    ['from elsewhere', { from: 'Negozio' }, { from: 'request.invalid' }],
    ['a related thesis', { related: { object: 'Tesi', id: ID } }, {}],
    [
      'an unknown related object',
      { related: { object: 'Account', id: ID } },
      { 'related.object': 'tickets.relatedNotFound' },
    ],
    [
      'a related id that is no id',
      { related: { object: 'Tesi', id: '1' } },
      { 'related.id': 'tickets.relatedNotFound' },
    ],
  ])('%s', (_, change, expected) => {
    expect(codes({ ...body, ...change })).toEqual(expected);
  });

  it('keeps HTML as text, trims, and refuses fields it does not know (the account, the origin)', () => {
    const parsed = CreateTicketBodySchema.parse({ ...body, subject: ' <b>Aiuto</b> ' });
    expect(parsed.subject).toBe('<b>Aiuto</b>');
    expect(parsed).toMatchObject({ from: null, related: null });
    expect(CreateTicketBodySchema.safeParse({ ...body, origin: 'crm' }).success).toBe(false);
    expect(CreateTicketBodySchema.safeParse({ ...body, userId: ID }).success).toBe(false);
  });
});

describe('attachments — the portal document types under the one limit', () => {
  const PDF = Uint8Array.from('%PDF-1.7 a', (c) => c.charCodeAt(0));
  const MZ = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0]);
  it.each<
    [string, { name: string; size: number; firstBytes?: Uint8Array; base64Length?: number }, string | null]
  >([
    ['a PDF', { name: 'foto.pdf', size: 1000, firstBytes: PDF }, null],
    ['an empty file (FileVuoto)', { name: 'foto.pdf', size: 0 }, 'upload.fileEmpty'],
    ['an executable', { name: 'setup.exe', size: 1000, firstBytes: MZ }, 'upload.typeNotAllowed'],
    ['an executable named .pdf', { name: 'setup.pdf', size: 1000, firstBytes: MZ }, 'upload.contentMismatch'],
    ['exactly the limit', { name: 'a.pdf', size: UPLOAD_MAX_BYTES, firstBytes: PDF }, null],
    [
      'over the limit (DimensioniEccessive)',
      { name: 'a.pdf', size: UPLOAD_MAX_BYTES + 1, firstBytes: PDF },
      'upload.tooLarge',
    ],
    [
      'an encoded payload over the limit (DimensioniEccessiveBuffer)',
      { name: 'a.pdf', size: 1000, firstBytes: PDF, base64Length: UPLOAD_MAX_BASE64_LENGTH + 4 },
      'upload.tooLargeEncoded',
    ],
  ])('%s', (_, file, refusal) => {
    expect(uploadRefusal(file, TICKET_ATTACHMENT_TYPES)).toBe(refusal);
  });

  it('takes attachments only while the case is open, up to the maximum', () => {
    expect(canUploadToTicket({ status: 'New', attachmentCount: 0 })).toBe(true);
    expect(canUploadToTicket({ status: 'Working', attachmentCount: TICKET_ATTACHMENTS_MAX - 1 })).toBe(true);
    expect(canUploadToTicket({ status: 'Working', attachmentCount: TICKET_ATTACHMENTS_MAX })).toBe(false);
    expect(canUploadToTicket({ status: 'Closed', attachmentCount: 0 })).toBe(false);
  });
});

describe('parseNewCaseQuery — "newCaso_{relatedObject}_{relatedId}"', () => {
  it.each<[string, ReturnType<typeof parseNewCaseQuery>]>([
    ['', null],
    ['from=Housing', null],
    [`newCaso_Tesi_${ID}`, { open: true, related: { object: 'Tesi', id: ID } }],
    [`?newCaso_Candidatura_${ID.toUpperCase()}=`, { open: true, related: { object: 'Candidatura', id: ID } }],
    [`from=Esami&newCaso_Opportunita_${ID}`, { open: true, related: { object: 'Opportunita', id: ID } }],
    // "the last two segments": a longer key still names the last two.
    [`newCaso_x_Tesi_${ID}`, { open: true, related: { object: 'Tesi', id: ID } }],
    ['newCaso', { open: true, related: null }],
    ['newCaso_Tesi', { open: true, related: null }],
    [`newCaso_Account_${ID}`, { open: true, related: null }],
    ['newCaso_Tesi_123', { open: true, related: null }],
    ['newcaso_Tesi_x', null],
  ])('%s', (query, expected) => {
    expect(parseNewCaseQuery(query)).toEqual(expected);
  });

  it('builds the key it reads', () => {
    const related = { object: 'Tesi' as const, id: ID };
    expect(parseNewCaseQuery(newCaseQueryKey(related))).toEqual({ open: true, related });
  });
});

describe('from — Housing, Segreteria or Esami', () => {
  const categories = [
    { name: 'Housing', isHousing: true },
    { name: 'Segreteria', isHousing: false },
    { name: 'Esami', isHousing: false },
  ];
  it.each<[string | null, string | null, string[]]>([
    ['Housing', 'Housing', ['Housing']],
    ['Segreteria', 'Segreteria', ['Segreteria', 'Esami']],
    ['Esami', 'Esami', ['Segreteria', 'Esami']],
    [null, null, ['Housing', 'Segreteria', 'Esami']],
    ['housing', null, ['Housing', 'Segreteria', 'Esami']],
  ])('%s', (value, from, names) => {
    expect(parseTicketFrom(value)).toBe(from);
    expect(categoriesFor(categories, parseTicketFrom(value)).map((c) => c.name)).toEqual(names);
  });

  it('links the housing contract from Housing, the application from Segreteria, the thesis from Esami', () => {
    expect(TICKET_FROM_LINKS).toEqual({
      Housing: ['housingEnrolment'],
      Segreteria: ['courseEnrolment', 'application'],
      Esami: ['courseEnrolment', 'thesis'],
    });
  });

  it('without from links the course enrolment, or the housing contract for a housing category', () => {
    expect(ticketLinks(null, { isHousing: false })).toEqual(['courseEnrolment']);
    expect(ticketLinks(null, { isHousing: true })).toEqual(['housingEnrolment']);
    for (const from of ['Housing', 'Segreteria', 'Esami'] as const)
      for (const isHousing of [true, false])
        expect(ticketLinks(from, { isHousing })).toEqual(TICKET_FROM_LINKS[from]);
  });

  it('gives the record type Housing to a housing category or a case from Housing, and the origin webapp', () => {
    expect(ticketRecordType({ isHousing: true }, null)).toBe('Housing');
    expect(ticketRecordType({ isHousing: false }, 'Housing')).toBe('Housing');
    expect(ticketRecordType({ isHousing: false }, 'Esami')).toBe('Standard');
    expect(TICKET_ORIGIN).toBe('webapp');
  });
});

describe('rating, thread and categories', () => {
  it.each([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [2.5, false],
    ['3', false],
  ])('rating %s valid: %s', (value, valid) => {
    expect(isValidRating(value)).toBe(valid);
    expect(TicketRatingBodySchema.safeParse({ rating: value }).success).toBe(valid);
  });

  it('rates a closed case once', () => {
    expect(canRateTicket({ status: 'Closed', rating: null })).toBe(true);
    expect(canRateTicket({ status: 'Closed', rating: 4 })).toBe(false);
    expect(canRateTicket({ status: 'Working', rating: null })).toBe(false);
  });

  it('refuses a blank or huge message', () => {
    expect(TicketMessageBodySchema.safeParse({ body: ' ' }).error?.issues[0]?.message).toBe(
      'tickets.messageRequired',
    );
    expect(TicketMessageBodySchema.safeParse({ body: long(2001) }).error?.issues[0]?.message).toBe(
      'tickets.messageTooLong',
    );
  });

  it('shows a category in the reader language, Italian when the English text is missing', () => {
    const category = { name: 'Alloggio', nameEn: 'Housing', description: 'Guasti', descriptionEn: '' };
    expect(categoryText(category, 'it')).toEqual({ label: 'Alloggio', description: 'Guasti' });
    expect(categoryText(category, 'en')).toEqual({ label: 'Housing', description: 'Guasti' });
  });

  it('checks the operator e-mails of a category', () => {
    const category = {
      name: 'Alloggio',
      nameEn: 'Housing',
      description: '',
      descriptionEn: '',
      operatorEmail1: 'housing@example.com',
      operatorEmail2: '',
      isHousing: true,
      isActive: true,
    };
    expect(TicketCategoryBodySchema.safeParse(category).success).toBe(true);
    expect(
      TicketCategoryBodySchema.safeParse({ ...category, operatorEmail2: 'nope' }).error?.issues[0]?.message,
    ).toBe('tickets.invalidEmail');
  });
});
