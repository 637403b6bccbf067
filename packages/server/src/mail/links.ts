/** The absolute links the e-mails carry, under the site's public URL (`--public-url`). */

export class MailLinks {
  /** The public URL's origin, e.g. `https://play.example.org`. */
  readonly site: string;

  constructor(publicUrl: string) {
    this.site = new URL(publicUrl).origin;
  }

  /** The online table of a match (the web client's hash route `#/match/<id>`). */
  table(matchId: string): string {
    return `${this.site}/#/match/${encodeURIComponent(matchId)}`;
  }

  confirm(token: string): string {
    return `${this.site}/api/mail/confirm?token=${token}`;
  }

  unsubscribe(token: string): string {
    return `${this.site}/api/mail/unsubscribe?token=${token}`;
  }
}
