import '../../../test/setup';
import { STATUS_MESSAGE_KEYS, type StatusIcon, statusBar } from '@school/domain/candidate/status-bar';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enCandidate from '../../../i18n/en/candidate.json';
import itCandidate from '../../../i18n/it/candidate.json';
import { renderWithApp, useLanguage } from '../../../test/render';
import { statusMessageKey } from '../utils/status-message';
import { StatusBar } from './status-bar';

const items = () => screen.getAllByRole('listitem');
const item = (name: string) => document.querySelector(`[data-icon="${name}"]`) as HTMLElement;

function lookup(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

describe('StatusBar — "Six-icon status bar ... each with a phase message"', () => {
  it('translates every phase message of STATUS_MESSAGE_KEYS in Italian and English', () => {
    for (const key of STATUS_MESSAGE_KEYS) {
      for (const catalogue of [itCandidate, enCandidate]) {
        const text = lookup(catalogue, statusMessageKey(key));
        expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
      }
    }
  });

  it('shows the six icons in order, coloured as the server computed, with name, state and message', async () => {
    await useLanguage('it', ['candidate']);
    // "everything under way": the candidato of the demo
    const icons = statusBar({
      generalStatus: 'In validazione',
      editionStatus: 'Da confermare',
      enrolmentStatus: 'Da fare',
      completionStatus: null,
      paymentsUpToDate: null,
      documents: [{ status: 'Richiesto' }, { status: 'Validato' }],
      payments: [{ paymentDate: '2026-01-01' }, { paymentDate: null }],
    });
    renderWithApp(<StatusBar icons={icons} />);
    const list = await screen.findByRole('list', { name: 'Stato della candidatura' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.dataset.icon),
    ).toEqual(['candidate', 'documents', 'edition', 'enrolment', 'payment', 'completed']);
    expect(items().every((li) => li.dataset.colour === 'yellow')).toBe(true);
    // The colour is never the only cue: the state is in words and the phase message is shown.
    expect(item('candidate').textContent).toContain('Candidato: giallo, in corso.');
    expect(item('candidate').textContent).toContain('Candidatura in validazione');
    expect(item('documents').textContent).toContain('Ci sono documenti da caricare');
    expect(item('payment').textContent).toContain('Ci sono pagamenti da effettuare');
    expect(item('completed').textContent).toContain('In corso');
  });

  it.each<{ colour: StatusIcon['colour']; words: string }>([
    { colour: 'grey', words: 'grigio, non ancora iniziato' },
    { colour: 'yellow', words: 'giallo, in corso' },
    { colour: 'green', words: 'verde, completato' },
    { colour: 'red', words: 'rosso, esito negativo' },
  ])('renders a $colour icon with its words', async ({ colour, words }) => {
    await useLanguage('it', ['candidate']);
    const icon: StatusIcon = {
      name: 'candidate',
      colour,
      variant: 'standard',
      messageKey: 'candidate.status.candidate.none',
    };
    renderWithApp(<StatusBar icons={[icon]} />);
    await screen.findByRole('list');
    expect(item('candidate').dataset.colour).toBe(colour);
    expect(item('candidate').textContent).toContain(`Candidato: ${words}.`);
  });

  it('shows the timer variant for an edition on the waiting list, in English', async () => {
    await useLanguage('en', ['candidate']);
    const icons = statusBar({
      generalStatus: 'Validato',
      editionStatus: 'Wait',
      enrolmentStatus: 'OK',
      completionStatus: 'KO',
      paymentsUpToDate: false,
      documents: [],
      payments: [],
    });
    renderWithApp(<StatusBar icons={icons} />);
    await screen.findByRole('list', { name: 'Application status' });
    expect(item('edition').dataset.variant).toBe('timer');
    expect(item('edition').textContent).toContain('Edition: yellow, in progress, waiting.');
    expect(item('edition').textContent).toContain('On the waiting list for the edition');
    expect(item('candidate').dataset.colour).toBe('green');
    expect(item('documents').dataset.colour).toBe('grey');
    expect(item('payment').dataset.colour).toBe('yellow');
    expect(item('payment').textContent).toContain('Payments not up to date');
    expect(item('completed').dataset.colour).toBe('red');
    expect(item('completed').textContent).toContain('Not accepted');
  });
});
