import nodemailer from 'nodemailer';
import type { StoredLead } from '../db';
import { leadToAdf, type AdfOptions } from './adf';

/*
 * E-mail delivery: the ADF/XML document is the plain-text body (what CRM mailbox importers read) and also
 * attached as lead.adf.xml. The Message-ID is derived from the lead id, so a repeat after a crash is recognisable.
 */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

/** Set on a send error when the relay may have taken the message (see sendLeadEmail). */
export const MAYBE_DELIVERED = 'maybeDelivered';
/** Per-message hook, passed in the sendMail options, called when the relay starts reading the message body. */
const ON_BODY = 'onBodyRead';

export function createMailer(smtp: SmtpSettings) {
  const mailer = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  // The message stream is only piped to the connection once the relay has answered DATA with 354, so its first
  // resume marks the point from which the relay may end up holding the whole message.
  mailer.use('stream', (mail, done) => {
    const hook = (mail.data as Record<string, unknown>)[ON_BODY];
    if (typeof hook === 'function') {
      mail.message.processFunc((input) => {
        input.once('resume', hook as () => void);
        return input;
      });
    }
    done();
  });
  return mailer;
}
export type Mailer = ReturnType<typeof createMailer>;

export async function sendLeadEmail(mailer: Mailer, lead: StoredLead, opts: { from: string; to: string[]; adf: AdfOptions }): Promise<void> {
  const adf = leadToAdf(lead, opts.adf);
  const who = lead.name ? ` from ${lead.name}` : '';
  let bodySent = false;
  const mail = {
    from: opts.from,
    to: opts.to,
    subject: `New lead: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}${who} (${lead.lead_id})`.replace(/[\r\n]+/g, ' '),
    messageId: `<${lead.lead_id}.adf@dealer-sites.invalid>`,
    text: adf,
    attachments: [{ filename: 'lead.adf.xml', content: adf, contentType: 'application/xml; charset=utf-8' }],
    [ON_BODY]: () => (bodySent = true),
  };
  try {
    await mailer.sendMail(mail);
  } catch (e) {
    // The connection lost (or our wait for the reply timed out) after the message went out: the relay may have
    // queued it and died before its 250 reached us. Only a reply (4xx, 5xx) says it did not take the message.
    const err = e as Error & { responseCode?: number };
    if (bodySent && typeof err.responseCode !== 'number') Object.assign(err, { [MAYBE_DELIVERED]: true });
    throw err;
  }
}
