import type { Line } from './cv-document';

// A portfolio is shown by a link: a CV says "behance.net/…" or prints the designer's own site in its header,
// and the lines with links are left out of what is judged word by word (contacts.ts), so the portfolio
// condition reads the CV's links here.

export interface WebAddress {
  address: string;
  /** In the header, beside the name and contacts: the candidate's own site, not a course's or an employer's. */
  own: boolean;
  /** On a line that says it is a portfolio, or right under one ('Portfolio: ana.design', 'Portfólio' / 'ana.com.br'). */
  named: boolean;
}

/** A link or a bare web address ('melynasouza.com'); the domain after an e-mail's '@' is not one. */
const WEB_ADDRESS =
  /(?<![@\p{L}\p{N}./-])(?:https?:\/\/)?(?:[a-z0-9-]+\.)+(?:com|net|org|io|me|dev|art|design|site|page|studio|co|br|pt|es|mx|ar|cl|uy|pe|ec|ve)(?:\.[a-z]{2})?(?:\/[^\s)"'<>,;]*)?(?![\p{L}\p{N}@])/giu;
/** A CV prints a few links; a hostile text thousands, which are not all read. */
const MAX_ADDRESSES = 30;

/** Sites that host portfolios: a link to one is a portfolio. */
const PORTFOLIO_HOST =
  /(?:^|[/.])(?:behance\.net|dribbble\.com|readymag\.com|artstation\.com|myportfolio\.com|carbonmade\.com|coroflot\.com|cargo\.site|issuu\.com|vimeo\.com|crevado\.com|pixpa\.com|format\.com|portfoliobox\.net|wixsite\.com)\b/i;
/** Profiles, messengers and academic records: a link to one is no portfolio, nor the candidate's own site. */
const PROFILE_HOST =
  /(?:^|[/.])(?:linkedin\.com|github\.com|gitlab\.com|facebook\.com|fb\.com|twitter\.com|x\.com|wa\.me|whatsapp\.com|t\.me|lattes\.cnpq\.br|orcid\.org|researchgate\.net|scholar\.google\.com|academia\.edu|overleaf\.com|doi\.org|books\.google\.com|gmail\.com|hotmail\.com|outlook\.com|yahoo\.com)\b/i;

const NAMES_PORTFOLIO = /\b(?:portf[oó]lio|portafolio|book de trabajos|reel)\b/i;

export function webAddresses(lines: readonly Line[]): WebAddress[] {
  const out: WebAddress[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.section === 'references') continue;
    const matches = [...line.text.matchAll(WEB_ADDRESS)];
    if (matches.length === 0) continue;
    const named = NAMES_PORTFOLIO.test(line.text) || NAMES_PORTFOLIO.test(lines[index - 1]?.text ?? '');
    for (const match of matches) {
      out.push({ address: match[0].replace(/^https?:\/\/(?:www\.)?/i, '').replace(/[./]+$/, ''), own: line.section === 'header', named });
      if (out.length >= MAX_ADDRESSES) return out;
    }
  }
  return out;
}

export type PortfolioReading =
  | { verdict: 'met'; key: 'portfolio.link'; address: string }
  | { verdict: 'partly'; key: 'portfolio.website'; address: string }
  | undefined;

/**
 * A link to a portfolio site meets a portfolio condition; the candidate's own website, which is where most
 * designers keep theirs, is part of it (the recruiter opens it to see). No link leaves it to the CV's words.
 */
export function readPortfolio(addresses: readonly WebAddress[]): PortfolioReading {
  const hosted = addresses.find((link) => PORTFOLIO_HOST.test(link.address) || (link.named && !PROFILE_HOST.test(link.address)));
  if (hosted) return { verdict: 'met', key: 'portfolio.link', address: hosted.address };
  const site = addresses.find((link) => link.own && !PROFILE_HOST.test(link.address));
  if (site) return { verdict: 'partly', key: 'portfolio.website', address: site.address };
  return undefined;
}
