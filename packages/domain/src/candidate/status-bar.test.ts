import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { titled } from '../testing/titled.ts';
import {
  candidateIcon,
  completionIcon,
  documentsIcon,
  editionIcon,
  enrolmentIcon,
  paymentIcon,
  STATUS_ICONS,
  STATUS_MESSAGE_KEYS,
  type StatusBarInput,
  type StatusColour,
  type StatusIcon,
  type StatusMessageKey,
  statusBar,
} from './status-bar.ts';

type Row = { case: string; value: string | null; colour: StatusColour; messageKey: StatusMessageKey };
const pick = ({ colour, messageKey }: StatusIcon) => ({ colour, messageKey });

describe('candidateIcon — "candidate by statoGenerale__c: non valido=red, in validazione=yellow, validato=green, else grey."', () => {
  it.each(
    titled<Row>('$case → $colour', [
      {
        case: '"non valido"',
        value: 'non valido',
        colour: 'red',
        messageKey: 'candidate.status.candidate.notValid',
      },
      {
        case: '"Non Valido" (CRM casing)',
        value: 'Non Valido',
        colour: 'red',
        messageKey: 'candidate.status.candidate.notValid',
      },
      {
        case: '"in validazione"',
        value: 'in validazione',
        colour: 'yellow',
        messageKey: 'candidate.status.candidate.validating',
      },
      {
        case: '" IN VALIDAZIONE " (spaces, upper case)',
        value: ' IN VALIDAZIONE ',
        colour: 'yellow',
        messageKey: 'candidate.status.candidate.validating',
      },
      {
        case: '"validato"',
        value: 'validato',
        colour: 'green',
        messageKey: 'candidate.status.candidate.validated',
      },
      {
        case: '"Validato"',
        value: 'Validato',
        colour: 'green',
        messageKey: 'candidate.status.candidate.validated',
      },
      {
        case: '"else grey": empty',
        value: '',
        colour: 'grey',
        messageKey: 'candidate.status.candidate.none',
      },
      {
        case: '"else grey": null',
        value: null,
        colour: 'grey',
        messageKey: 'candidate.status.candidate.none',
      },
      {
        case: '"else grey": "validata" is not "validato"',
        value: 'validata',
        colour: 'grey',
        messageKey: 'candidate.status.candidate.none',
      },
      {
        case: '"else grey": "nonvalido" without the space',
        value: 'nonvalido',
        colour: 'grey',
        messageKey: 'candidate.status.candidate.none',
      },
    ]),
  )('%s', (_title, { value, colour, messageKey }) => {
    expect(candidateIcon(value)).toEqual({ name: 'candidate', colour, variant: 'standard', messageKey });
  });
});

describe('documentsIcon — "Documents: grey if none; green if any; yellow if any is Richiesto or In attesa di validazione."', () => {
  const doc = (status: string | null) => ({ status });
  it.each(
    titled<{
      case: string;
      documents: { status: string | null }[];
      colour: StatusColour;
      messageKey: StatusMessageKey;
    }>('$case → $colour', [
      {
        case: '"grey if none"',
        documents: [],
        colour: 'grey',
        messageKey: 'candidate.status.documents.none',
      },
      {
        case: '"green if any": one Validato',
        documents: [doc('Validato')],
        colour: 'green',
        messageKey: 'candidate.status.documents.complete',
      },
      {
        case: '"green if any": several, none pending',
        documents: [doc('Validato'), doc('Validato')],
        colour: 'green',
        messageKey: 'candidate.status.documents.complete',
      },
      {
        case: '"green if any": a status we do not know is not pending',
        documents: [doc('Archiviato')],
        colour: 'green',
        messageKey: 'candidate.status.documents.complete',
      },
      {
        case: '"green if any": a Rifiutato record from the CRM is not one of the two yellow states',
        documents: [doc('Rifiutato')],
        colour: 'green',
        messageKey: 'candidate.status.documents.complete',
      },
      {
        case: '"yellow if any is Richiesto"',
        documents: [doc('Richiesto')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.requested',
      },
      {
        case: '"yellow if any is In attesa di validazione"',
        documents: [doc('In attesa di validazione')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.awaitingValidation',
      },
      {
        case: '"yellow if any": one Richiesto among validated ones',
        documents: [doc('Validato'), doc('Richiesto'), doc('Validato')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.requested',
      },
      {
        case: 'both yellow states: the upload to do is the message',
        documents: [doc('In attesa di validazione'), doc('Richiesto')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.requested',
      },
      {
        case: 'case-insensitive: "richiesto"',
        documents: [doc('richiesto')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.requested',
      },
      {
        case: 'case-insensitive: "IN ATTESA DI VALIDAZIONE"',
        documents: [doc('IN ATTESA DI VALIDAZIONE')],
        colour: 'yellow',
        messageKey: 'candidate.status.documents.awaitingValidation',
      },
      {
        case: 'a document without status counts as "any"',
        documents: [doc(null)],
        colour: 'green',
        messageKey: 'candidate.status.documents.complete',
      },
    ]),
  )('%s', (_title, { documents, colour, messageKey }) => {
    expect(pick(documentsIcon(documents))).toEqual({ colour, messageKey });
  });

  it('property: yellow exactly when some document is Richiesto or In attesa di validazione', () => {
    const status = fc.constantFrom(
      'Richiesto',
      'In attesa di validazione',
      'Validato',
      'Rifiutato',
      'richiesto',
      null,
    );
    fc.assert(
      fc.property(
        fc.array(
          status.map((s) => ({ status: s })),
          { maxLength: 6 },
        ),
        (documents) => {
          const pending = documents.some((d) =>
            ['richiesto', 'in attesa di validazione'].includes((d.status ?? '').toLowerCase()),
          );
          const { colour } = documentsIcon(documents);
          if (documents.length === 0) return colour === 'grey';
          return colour === (pending ? 'yellow' : 'green');
        },
      ),
    );
  });
});

describe('editionIcon — "Edition: da confermare=yellow, confermata=green, wait=yellow with timer icon, else grey."', () => {
  it.each(
    titled<Row & { variant: 'standard' | 'timer' }>('$case → $colour ($variant)', [
      {
        case: '"da confermare"',
        value: 'da confermare',
        colour: 'yellow',
        variant: 'standard',
        messageKey: 'candidate.status.edition.toConfirm',
      },
      {
        case: '"Da Confermare"',
        value: 'Da Confermare',
        colour: 'yellow',
        variant: 'standard',
        messageKey: 'candidate.status.edition.toConfirm',
      },
      {
        case: '"confermata"',
        value: 'confermata',
        colour: 'green',
        variant: 'standard',
        messageKey: 'candidate.status.edition.confirmed',
      },
      {
        case: '"CONFERMATA"',
        value: 'CONFERMATA',
        colour: 'green',
        variant: 'standard',
        messageKey: 'candidate.status.edition.confirmed',
      },
      {
        case: '"wait=yellow with timer icon"',
        value: 'wait',
        colour: 'yellow',
        variant: 'timer',
        messageKey: 'candidate.status.edition.wait',
      },
      {
        case: '"Wait"',
        value: 'Wait',
        colour: 'yellow',
        variant: 'timer',
        messageKey: 'candidate.status.edition.wait',
      },
      {
        case: '"else grey": null',
        value: null,
        colour: 'grey',
        variant: 'standard',
        messageKey: 'candidate.status.edition.none',
      },
      {
        case: '"else grey": "confermato" (masculine)',
        value: 'confermato',
        colour: 'grey',
        variant: 'standard',
        messageKey: 'candidate.status.edition.none',
      },
      {
        case: '"else grey": "attendere" belongs to the enrolment',
        value: 'attendere',
        colour: 'grey',
        variant: 'standard',
        messageKey: 'candidate.status.edition.none',
      },
    ]),
  )('%s', (_title, { value, colour, variant, messageKey }) => {
    expect(editionIcon(value)).toEqual({ name: 'edition', colour, variant, messageKey });
  });
});

describe('enrolmentIcon — "Enrolment statoIscrizione__c: attendere=grey, da fare=yellow, ok=green."', () => {
  it.each(
    titled<Row>('$case → $colour', [
      {
        case: '"attendere=grey"',
        value: 'attendere',
        colour: 'grey',
        messageKey: 'candidate.status.enrolment.wait',
      },
      {
        case: '"Attendere"',
        value: 'Attendere',
        colour: 'grey',
        messageKey: 'candidate.status.enrolment.wait',
      },
      {
        case: '"da fare=yellow"',
        value: 'da fare',
        colour: 'yellow',
        messageKey: 'candidate.status.enrolment.toDo',
      },
      {
        case: '"DA FARE"',
        value: 'DA FARE',
        colour: 'yellow',
        messageKey: 'candidate.status.enrolment.toDo',
      },
      { case: '"ok=green"', value: 'ok', colour: 'green', messageKey: 'candidate.status.enrolment.ok' },
      { case: '"OK"', value: 'OK', colour: 'green', messageKey: 'candidate.status.enrolment.ok' },
      {
        case: 'unstated value: grey',
        value: 'ko',
        colour: 'grey',
        messageKey: 'candidate.status.enrolment.none',
      },
      { case: 'null: grey', value: null, colour: 'grey', messageKey: 'candidate.status.enrolment.none' },
    ]),
  )('%s', (_title, { value, colour, messageKey }) => {
    expect(enrolmentIcon(value)).toEqual({ name: 'enrolment', colour, variant: 'standard', messageKey });
  });
});

describe('paymentIcon — "Payment: grey if none; green if all have a payment date; yellow otherwise; if candidate is green and there are no payments, follows Pagamenti_in_regola__c."', () => {
  const paid = { paymentDate: '2025-03-01' };
  const unpaid = { paymentDate: null };
  it.each(
    titled<{
      case: string;
      payments: { paymentDate: string | null }[];
      paymentsUpToDate: boolean | null;
      candidateColour: StatusColour;
      colour: StatusColour;
      messageKey: StatusMessageKey;
    }>('$case → $colour', [
      {
        case: '"grey if none" (candidate grey)',
        payments: [],
        paymentsUpToDate: null,
        candidateColour: 'grey',
        colour: 'grey',
        messageKey: 'candidate.status.payment.none',
      },
      {
        case: '"grey if none": the flag is ignored unless the candidate is green',
        payments: [],
        paymentsUpToDate: true,
        candidateColour: 'yellow',
        colour: 'grey',
        messageKey: 'candidate.status.payment.none',
      },
      {
        case: '"grey if none": flag true but candidate red',
        payments: [],
        paymentsUpToDate: true,
        candidateColour: 'red',
        colour: 'grey',
        messageKey: 'candidate.status.payment.none',
      },
      {
        case: '"candidate is green and there are no payments, follows Pagamenti_in_regola__c": true → green',
        payments: [],
        paymentsUpToDate: true,
        candidateColour: 'green',
        colour: 'green',
        messageKey: 'candidate.status.payment.upToDate',
      },
      {
        case: '"follows Pagamenti_in_regola__c": false → yellow',
        payments: [],
        paymentsUpToDate: false,
        candidateColour: 'green',
        colour: 'yellow',
        messageKey: 'candidate.status.payment.notUpToDate',
      },
      {
        case: '"follows Pagamenti_in_regola__c": unknown → grey',
        payments: [],
        paymentsUpToDate: null,
        candidateColour: 'green',
        colour: 'grey',
        messageKey: 'candidate.status.payment.none',
      },
      {
        case: '"green if all have a payment date": one',
        payments: [paid],
        paymentsUpToDate: null,
        candidateColour: 'grey',
        colour: 'green',
        messageKey: 'candidate.status.payment.paid',
      },
      {
        case: '"green if all have a payment date": three',
        payments: [paid, paid, paid],
        paymentsUpToDate: false,
        candidateColour: 'green',
        colour: 'green',
        messageKey: 'candidate.status.payment.paid',
      },
      {
        case: '"yellow otherwise": one of three unpaid',
        payments: [paid, unpaid, paid],
        paymentsUpToDate: true,
        candidateColour: 'green',
        colour: 'yellow',
        messageKey: 'candidate.status.payment.toPay',
      },
      {
        case: '"yellow otherwise": none paid',
        payments: [unpaid, unpaid],
        paymentsUpToDate: null,
        candidateColour: 'grey',
        colour: 'yellow',
        messageKey: 'candidate.status.payment.toPay',
      },
      {
        case: 'a blank payment date is no payment date',
        payments: [{ paymentDate: '  ' }],
        paymentsUpToDate: true,
        candidateColour: 'green',
        colour: 'yellow',
        messageKey: 'candidate.status.payment.toPay',
      },
      {
        case: 'with payments the flag does not matter',
        payments: [unpaid],
        paymentsUpToDate: true,
        candidateColour: 'green',
        colour: 'yellow',
        messageKey: 'candidate.status.payment.toPay',
      },
    ]),
  )('%s', (_title, { payments, paymentsUpToDate, candidateColour, colour, messageKey }) => {
    expect(paymentIcon({ payments, paymentsUpToDate, candidateColour })).toEqual({
      name: 'payment',
      colour,
      variant: 'standard',
      messageKey,
    });
  });
});

describe('completionIcon — "Completion statoCompletata__c: n/a=grey, ko=red ("not accepted"), ok=green (completed), default in progress."', () => {
  it.each(
    titled<Row>('$case → $colour', [
      {
        case: '"n/a=grey"',
        value: 'n/a',
        colour: 'grey',
        messageKey: 'candidate.status.completed.notApplicable',
      },
      { case: '"N/A"', value: 'N/A', colour: 'grey', messageKey: 'candidate.status.completed.notApplicable' },
      {
        case: '"ko=red (not accepted)"',
        value: 'ko',
        colour: 'red',
        messageKey: 'candidate.status.completed.notAccepted',
      },
      { case: '"KO"', value: 'KO', colour: 'red', messageKey: 'candidate.status.completed.notAccepted' },
      {
        case: '"ok=green (completed)"',
        value: 'ok',
        colour: 'green',
        messageKey: 'candidate.status.completed.completed',
      },
      { case: '"Ok"', value: 'Ok', colour: 'green', messageKey: 'candidate.status.completed.completed' },
      {
        case: '"default in progress": null',
        value: null,
        colour: 'yellow',
        messageKey: 'candidate.status.completed.inProgress',
      },
      {
        case: '"default in progress": empty',
        value: '',
        colour: 'yellow',
        messageKey: 'candidate.status.completed.inProgress',
      },
      {
        case: '"default in progress": "na" is not "n/a"',
        value: 'na',
        colour: 'yellow',
        messageKey: 'candidate.status.completed.inProgress',
      },
    ]),
  )('%s', (_title, { value, colour, messageKey }) => {
    expect(completionIcon(value)).toEqual({ name: 'completed', colour, variant: 'standard', messageKey });
  });
});

describe('statusBar — "Six-icon status bar: candidate, documents, edition, enrolment, payment, completed, each with a phase message."', () => {
  const EMPTY: StatusBarInput = {
    generalStatus: null,
    editionStatus: null,
    enrolmentStatus: null,
    completionStatus: null,
    paymentsUpToDate: null,
    documents: [],
    payments: [],
  };

  it.each(
    titled<{ case: string; input: StatusBarInput; colours: StatusColour[] }>('$case', [
      {
        case: 'a brand-new application: all grey but "default in progress"',
        input: EMPTY,
        colours: ['grey', 'grey', 'grey', 'grey', 'grey', 'yellow'],
      },
      {
        case: 'validated candidate, documents to upload, edition wait, payments up to date without instalments',
        input: {
          ...EMPTY,
          generalStatus: 'Validato',
          editionStatus: 'wait',
          enrolmentStatus: 'da fare',
          paymentsUpToDate: true,
          documents: [{ status: 'Richiesto' }],
        },
        colours: ['green', 'yellow', 'yellow', 'yellow', 'green', 'yellow'],
      },
      {
        case: 'completed: everything green',
        input: {
          generalStatus: 'validato',
          editionStatus: 'confermata',
          enrolmentStatus: 'ok',
          completionStatus: 'ok',
          paymentsUpToDate: false,
          documents: [{ status: 'Validato' }],
          payments: [{ paymentDate: '2025-01-10' }, { paymentDate: '2025-02-10' }],
        },
        colours: ['green', 'green', 'green', 'green', 'green', 'green'],
      },
      {
        case: 'not accepted: red candidate and red completion; the payment flag is not followed',
        input: { ...EMPTY, generalStatus: 'non valido', completionStatus: 'ko', paymentsUpToDate: true },
        colours: ['red', 'grey', 'grey', 'grey', 'grey', 'red'],
      },
    ]),
  )('%s', (_title, { input, colours }) => {
    const bar = statusBar(input);
    expect(bar.map((i) => i.name)).toEqual([...STATUS_ICONS]);
    expect(bar.map((i) => i.colour)).toEqual(colours);
  });

  it('only the edition "wait" state uses the timer variant', () => {
    const bar = statusBar({ ...EMPTY, editionStatus: 'WAIT' });
    expect(bar.filter((i) => i.variant === 'timer').map((i) => i.name)).toEqual(['edition']);
  });

  it('property: always six icons in order, each message key listed in STATUS_MESSAGE_KEYS and named after its icon', () => {
    const crm = fc.oneof(
      fc.constant(null),
      fc.constantFrom('validato', 'Non valido', 'in validazione', 'da confermare', 'confermata', 'wait'),
      fc.constantFrom('attendere', 'da fare', 'ok', 'n/a', 'ko', 'KO', ''),
      fc.string({ maxLength: 12 }),
    );
    const input: fc.Arbitrary<StatusBarInput> = fc.record({
      generalStatus: crm,
      editionStatus: crm,
      enrolmentStatus: crm,
      completionStatus: crm,
      paymentsUpToDate: fc.constantFrom(true, false, null),
      documents: fc.array(fc.record({ status: crm }), { maxLength: 4 }),
      payments: fc.array(fc.record({ paymentDate: fc.constantFrom(null, '', '2025-01-01') }), {
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(input, (value) => {
        const bar = statusBar(value);
        expect(bar.map((i) => i.name)).toEqual([...STATUS_ICONS]);
        for (const item of bar) {
          expect(STATUS_MESSAGE_KEYS).toContain(item.messageKey);
          expect(item.messageKey.startsWith(`candidate.status.${item.name}.`)).toBe(true);
        }
      }),
    );
  });

  it('STATUS_MESSAGE_KEYS has no duplicates and every key is reachable', () => {
    expect(new Set(STATUS_MESSAGE_KEYS).size).toBe(STATUS_MESSAGE_KEYS.length);
    const reached = new Set<string>();
    const values = [null, 'validato', 'non valido', 'in validazione', 'da confermare', 'confermata', 'wait'];
    const more = ['attendere', 'da fare', 'ok', 'n/a', 'ko'];
    for (const v of [...values, ...more]) {
      reached.add(candidateIcon(v).messageKey);
      reached.add(editionIcon(v).messageKey);
      reached.add(enrolmentIcon(v).messageKey);
      reached.add(completionIcon(v).messageKey);
    }
    for (const status of [[], ['Richiesto'], ['In attesa di validazione'], ['Validato']])
      reached.add(documentsIcon(status.map((s) => ({ status: s }))).messageKey);
    for (const candidateColour of ['green', 'grey'] as const)
      for (const paymentsUpToDate of [true, false, null])
        for (const payments of [[], [{ paymentDate: null }], [{ paymentDate: '2025-01-01' }]])
          reached.add(paymentIcon({ payments, paymentsUpToDate, candidateColour }).messageKey);
    expect([...reached].sort()).toEqual([...STATUS_MESSAGE_KEYS].sort());
  });
});
