/**
 * The small HTML pages the e-mails' links open (a confirmation, the unsubscribe button, what went
 * wrong). Served by the API itself, so they work without the web client; every text is escaped,
 * and their Content-Security-Policy lets them load nothing and post only to this server.
 */
import type { Language } from '@boardhall/protocol';
import type { PageText } from './texts.ts';

/** No script, no image, no frame; a form may post back here only. */
export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export interface PageParts {
  language: Language;
  text: PageText;
  /** A refusal's code, shown under the sentence (what a player quotes when asking for help). */
  code?: string;
  /** A button that posts to `action` (the unsubscribe page). */
  button?: { label: string; action: string };
  /** A link to the site. */
  link?: { label: string; href: string };
}

export function renderPage(p: PageParts): string {
  const parts = [
    `<h1>${escapeHtml(p.text.title)}</h1>`,
    `<p>${escapeHtml(p.text.text)}</p>`,
    p.code ? `<p class="code">${escapeHtml(p.code)}</p>` : '',
    p.button
      ? `<form method="post" action="${escapeHtml(p.button.action)}"><button type="submit">${escapeHtml(p.button.label)}</button></form>`
      : '',
    p.link ? `<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>` : '',
  ];
  return `<!doctype html>
<html lang="${p.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(p.text.title)} — Boardhall</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 2rem 1rem; background: #f6f3ee; color: #222; }
main { max-width: 32rem; margin: 0 auto; background: #fff; border-radius: 8px; padding: 1.5rem; box-shadow: 0 1px 3px #0002; }
h1 { font-size: 1.4rem; margin: 0 0 .75rem; }
.code { color: #666; font-family: ui-monospace, monospace; font-size: .9rem; }
button { font: inherit; padding: .6rem 1.2rem; border: 0; border-radius: 6px; background: #2d5b8a; color: #fff; cursor: pointer; min-height: 44px; }
a { color: #2d5b8a; }
</style>
</head>
<body><main>
${parts.filter(Boolean).join('\n')}
</main></body>
</html>
`;
}
