import type { Locale } from '@school/domain/shared/locale';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../platform/mail/mailer.ts';

/** The HTML of every portal mail: its paragraphs, an optional button link, the signature. */
export function mailLayout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#7a1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222">${body}${button}<p>ALMA</p></body></html>`;
}

export function passwordResetMail(to: string, link: string, language: Locale, minutes: number): MailMessage {
  if (language === 'en') {
    const lines = [
      'You asked to recover the password of your ALMA portal account.',
      `Open the link below within ${minutes} minutes to choose a new password. The link works once.`,
      'If you did not ask for it, ignore this message: your password stays as it is.',
    ];
    return {
      to,
      subject: 'ALMA - Password recovery',
      text: `${lines.join('\n\n')}\n\n${link}\n`,
      html: mailLayout(lines, { href: link, label: 'Choose a new password' }),
    };
  }
  const lines = [
    'Hai chiesto di recuperare la password del tuo account del portale ALMA.',
    `Apri il link qui sotto entro ${minutes} minuti per scegliere una nuova password. Il link funziona una sola volta.`,
    'Se non sei stato tu, ignora questo messaggio: la tua password resta invariata.',
  ];
  return {
    to,
    subject: 'ALMA - Recupero password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: mailLayout(lines, { href: link, label: 'Scegli una nuova password' }),
  };
}

export function emailChangedMail(to: string, newEmail: string, language: Locale): MailMessage {
  const lines =
    language === 'en'
      ? [
          `The e-mail of your ALMA portal account was changed to ${newEmail}.`,
          'If it was not you, contact the student secretariat at once.',
        ]
      : [
          `L'e-mail del tuo account del portale ALMA è stata cambiata in ${newEmail}.`,
          'Se non sei stato tu, contatta subito la segreteria studenti.',
        ];
  return {
    to,
    subject: language === 'en' ? 'ALMA - E-mail changed' : 'ALMA - E-mail modificata',
    text: lines.join('\n\n'),
    html: mailLayout(lines),
  };
}

export function welcomeMail(to: string, firstName: string, language: Locale): MailMessage {
  const lines =
    language === 'en'
      ? [`Welcome${firstName ? `, ${firstName}` : ''}!`, 'Your ALMA portal account is ready.']
      : [`Benvenuto${firstName ? `, ${firstName}` : ''}!`, 'Il tuo account del portale ALMA è pronto.'];
  return {
    to,
    subject: language === 'en' ? 'ALMA - Welcome' : 'ALMA - Benvenuto',
    text: lines.join('\n\n'),
    html: mailLayout(lines),
  };
}
