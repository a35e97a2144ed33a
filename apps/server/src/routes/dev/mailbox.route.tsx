import { parseDbId } from '@soul/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AppServices } from '../../services/app-services.ts';
import { sendDocument } from '../../http/send-file.ts';
import type { TrustProxy } from '../../config.ts';

/**
 * The dev mailbox: mail sent with the local outbox transport (no SMTP_URL),
 * newest first; `/dev/mailbox/{id}` shows one mail's HTML as sent. Only
 * registered when mail does not really leave the shop, and only for the
 * machine itself or a signed-in administrator: it holds password-reset
 * links, which must not be readable by whoever reaches a demo shop.
 */
export async function registerDevMailbox(root: FastifyInstance, services: AppServices): Promise<void> {
  await root.register(async (app) => {
    // A hook of this plugin runs for the routes below only, once routing has matched them: the
    // decision follows the route, never the raw URL (`/dev/%6dailbox` is this route too).
    app.addHook('onRequest', async (request, reply) => {
      if (!mayReadMailbox(request, services.config.trustProxy)) return reply.callNotFound();
    });
    mailboxRoutes(app, services);
  });
}

function mailboxRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Querystring: { to?: string } }>('/dev/mailbox', async (request, reply) => {
    const { t } = request.ctx;
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const mails = await services.mailbox.latest(100, to);
    const html = renderToStaticMarkup(
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex" />
          <title>{t('checkout:mail.mailboxTitle')}</title>
        </head>
        <body style={{ fontFamily: 'Arial, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 }}>
          <main>
            <h1>{t('checkout:mail.mailboxTitle')}</h1>
            <p>{t('checkout:mail.mailboxIntro')}</p>
            {mails.length === 0 ? (
              <p>{t('checkout:mail.mailboxEmpty')}</p>
            ) : (
              <table style={{ borderCollapse: 'collapse', width: '100%' }}>
                <thead>
                  <tr>
                    <th scope="col" style={{ textAlign: 'left' }}>
                      {t('checkout:mail.sentAt')}
                    </th>
                    <th scope="col" style={{ textAlign: 'left' }}>
                      {t('checkout:mail.to')}
                    </th>
                    <th scope="col" style={{ textAlign: 'left' }}>
                      {t('checkout:mail.subject')}
                    </th>
                    <th scope="col" style={{ textAlign: 'left' }}>
                      {t('checkout:mail.attachments')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {mails.map((mail) => (
                    <tr key={mail.id} data-mail-kind={mail.kind}>
                      <td>{mail.sentAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
                      <td>{mail.to}</td>
                      <td>
                        <a href={`/dev/mailbox/${mail.id}`}>{mail.subject}</a>
                      </td>
                      <td>
                        {(mail.attachments ?? []).map((file, index) => (
                          <a key={file.filename} href={`/dev/mailbox/${mail.id}/attachments/${index}`} style={{ marginRight: 8 }}>
                            {file.filename}
                          </a>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </main>
        </body>
      </html>,
    );
    // A plain page styled by attributes: its own policy allows them (the shop's pages do not).
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
      .send(`<!doctype html>${html}`);
  });

  app.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (request, reply) => {
    const id = parseDbId(request.params.id);
    const mail = id === null ? null : await services.mailbox.find(id);
    const file = mail?.attachments?.[Number.parseInt(request.params.index, 10)];
    if (!file) return reply.callNotFound();
    return sendDocument(reply, Buffer.from(file.base64, 'base64'), {
      contentType: file.contentType,
      filename: file.filename,
      download: false,
    });
  });

  app.get<{ Params: { id: string }; Querystring: { format?: string } }>('/dev/mailbox/:id', async (request, reply) => {
    const id = parseDbId(request.params.id);
    const mail = id === null ? null : await services.mailbox.find(id);
    if (!mail) return reply.callNotFound();
    if (request.query.format === 'text') return reply.type('text/plain; charset=utf-8').send(mail.text);
    // The mail's own HTML, sandboxed by a strict CSP: it is content, not part of the shop.
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src *")
      .send(mail.html);
  });
}

/** Headers a reverse proxy adds: their presence means the connection is not the visitor's own. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/**
 * An administrator; or the browser on the shop's own machine: a direct
 * loopback connection, and only when no reverse proxy is configured
 * (TRUST_PROXY) and none announces itself. Behind a proxy on the same machine
 * every visitor arrives from 127.0.0.1, so then only administrators get in.
 */
function mayReadMailbox(request: FastifyRequest, trustProxy: TrustProxy): boolean {
  if (request.visitor?.role === 'administrator') return true;
  if (trustProxy !== false) return false;
  const peer = request.socket.remoteAddress ?? '';
  const loopback = peer === '127.0.0.1' || peer === '::1' || peer === '::ffff:127.0.0.1';
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
