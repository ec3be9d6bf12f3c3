import type { MailMessage } from './mailer';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * One transactional e-mail: a heading, paragraphs, one call-to-action link, and a closing note. The
 * plain-text part carries the same words and the bare link, for clients that do not show HTML.
 */
export function composeMail(input: {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footer: string;
}): MailMessage {
  const text = [input.heading, '', ...input.paragraphs.flatMap((p) => [p, '']), `${input.action.label}: ${input.action.url}`, '', input.footer].join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f4f4f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#4f46e5">Postula</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#6366f1;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(input.action.url)}</p>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(input.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { to: input.to, subject: input.subject, text, html, links: [input.action.url] };
}

/**
 * A plain-text e-mail written by a person (a recruiter's message, the CV confirmation): the text part is the
 * text as written; the HTML part is the same text escaped, its line breaks kept, so nothing in it is markup.
 */
export function composePlainMail(input: { to: string; subject: string; text: string }): MailMessage {
  const paragraphs = input.text.split(/\n{2,}/).map((p) => escapeHtml(p).replace(/\n/g, '<br>'));
  const html = `<!doctype html><html><body style="margin:0;background:#ffffff;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<div style="max-width:600px;padding:24px 16px;font-size:15px;line-height:1.5">
${paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n')}
</div></body></html>`;
  const links = [...input.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return { to: input.to, subject: input.subject, text: input.text, html, links };
}
