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

export function createMailer(smtp: SmtpSettings) {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
export type Mailer = ReturnType<typeof createMailer>;

export async function sendLeadEmail(mailer: Mailer, lead: StoredLead, opts: { from: string; to: string[]; adf: AdfOptions }): Promise<void> {
  const adf = leadToAdf(lead, opts.adf);
  const who = lead.name ? ` from ${lead.name}` : '';
  await mailer.sendMail({
    from: opts.from,
    to: opts.to,
    subject: `New lead: ${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''}${who} (${lead.lead_id})`.replace(/[\r\n]+/g, ' '),
    messageId: `<${lead.lead_id}.adf@dealer-sites.invalid>`,
    text: adf,
    attachments: [{ filename: 'lead.adf.xml', content: adf, contentType: 'application/xml; charset=utf-8' }],
  });
}
