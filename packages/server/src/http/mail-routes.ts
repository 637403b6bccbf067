/**
 * The turn e-mails' HTTP API (docs/protocol.md "Turn e-mails"): the account's address (JSON, with
 * the session and its `Origin` rule, like every account request), and the pages the e-mails'
 * links open (HTML, no session needed: the token in the link is the authority). The unsubscribe
 * link takes RFC 8058's one-click POST, which mail clients send as a form.
 */
import { emailAddressSchema } from '@boardhall/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RequestAuth } from '../accounts/request-auth.ts';
import { ServiceError } from '../errors.ts';
import { badMailToken, type EmailSettings } from '../mail/email-settings.ts';
import { PAGE_CSP, type PageParts, renderPage } from '../mail/pages.ts';
import { languageOf, pageText, word } from '../mail/texts.ts';
import { parseOr } from './schemas.ts';

/** Addresses set per client address per hour (each sends a confirmation e-mail). */
const EMAIL_CHANGES_PER_HOUR = 10;
/** The links' pages per client address per minute. */
const LINK_REQUESTS_PER_MINUTE = 60;

const tokenQuery = z.object({ token: z.string().max(100) });
const emailBody = z.object({ email: z.string().max(1000) }).strict();

export interface MailRoutesDeps {
  auth: RequestAuth;
  email: EmailSettings;
  /** Where the pages' "Open Boardhall" link goes (the public URL, or this server's root). */
  site: string;
}

export function registerMailRoutes(app: FastifyInstance, { auth, email, site }: MailRoutesDeps): void {
  app.put(
    '/api/account/email',
    { config: { rateLimit: { max: EMAIL_CHANGES_PER_HOUR, timeWindow: 3_600_000 } } },
    async (request, reply) => {
      const { account } = await auth.required(request);
      const { email: typed } = parseOr(emailBody, request.body, 'bad-request', 'e-mail change');
      const address = parseOr(emailAddressSchema, typed, 'bad-email', 'e-mail address');
      await email.setAddress(account, address);
      return reply.status(202).send(await email.view(account.id));
    },
  );

  const links = { config: { rateLimit: { max: LINK_REQUESTS_PER_MINUTE, timeWindow: 60_000 } } };
  const tokenOf = (request: FastifyRequest): string => {
    const parsed = tokenQuery.safeParse(request.query);
    if (!parsed.success) throw badMailToken();
    return parsed.data.token;
  };
  /** The page of a link: its own, or (a refusal) what went wrong, in the browser's language. */
  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<Omit<PageParts, 'link'>>,
  ): Promise<FastifyReply> => {
    let status = 200;
    let parts: PageParts;
    try {
      parts = await work();
    } catch (error) {
      if (!(error instanceof ServiceError) || error.code !== 'bad-mail-token') throw error;
      const language = languageOf(request.headers['accept-language']);
      status = error.status;
      parts = { language, text: pageText('broken-link', language), code: error.code };
    }
    return reply
      .status(status)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(renderPage({ ...parts, link: { label: word('open-site', parts.language), href: site } }));
  };

  app.get('/api/mail/confirm', links, (request, reply) =>
    page(request, reply, async () => {
      const { language } = await email.confirm(tokenOf(request));
      return { language, text: pageText('confirmed', language) };
    }),
  );

  app.get('/api/mail/unsubscribe', links, (request, reply) =>
    page(request, reply, async () => {
      const token = tokenOf(request);
      const { language } = await email.unsubscribeHolder(token);
      return {
        language,
        text: pageText('unsubscribe', language),
        button: { label: word('unsubscribe', language), action: `/api/mail/unsubscribe?token=${token}` },
      };
    }),
  );

  // RFC 8058: a mail client posts `List-Unsubscribe=One-Click` as a form, with no cookie; the
  // page's button posts the same form. The body says nothing the token does not, so it is read and ignored.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.post('/api/mail/unsubscribe', links, (request, reply) =>
      page(request, reply, async () => {
        const { language } = await email.unsubscribe(tokenOf(request));
        return { language, text: pageText('unsubscribed', language) };
      }),
    );
  });
}
