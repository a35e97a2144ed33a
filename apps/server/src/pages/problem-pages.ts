import type { Language } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { links } from '../links.ts';
import type { AppServices } from '../services/app-services.ts';
import { pageContext, renderFrame } from './page-frame.tsx';

/** The texts of a page that only says something went wrong, by what went wrong. */
const MESSAGES = {
  not_found: { title: 'pages.notFoundTitle', text: 'pages.notFoundText' },
  bad_request: { title: 'errors.badRequestTitle', text: 'errors.badRequestText' },
  server_error: { title: 'errors.serverErrorTitle', text: 'errors.serverErrorText' },
  // The back office (issue 21) to a signed-in user who is not staff.
  forbidden: { title: 'admin:forbiddenTitle', text: 'admin:forbiddenText' },
} as const;

export type PageProblem = keyof typeof MESSAGES;

/**
 * A page in the shop's frame that says what went wrong and leads back to the
 * shop. `detail`, the problem's own message (an expired download link), says
 * more than the generic text when there is one.
 */
export async function renderProblemPage(
  request: FastifyRequest,
  services: AppServices,
  language: Language,
  problem: PageProblem,
  detail?: string,
): Promise<string> {
  const ctx = pageContext(request, services, language);
  const { title } = MESSAGES[problem];
  const text = detail ?? ctx.t(MESSAGES[problem].text);
  return renderFrame(
    ctx,
    {
      title: ctx.t(title),
      description: text,
      paths: { en: links.home('en'), lt: links.home('lt') },
      noindex: problem !== 'not_found',
    },
    [],
    createElement(
      'section',
      { className: 'py-16 text-center' },
      createElement('h1', { className: 'text-3xl font-semibold' }, ctx.t(title)),
      createElement('p', { className: 'mt-4 text-ink-soft' }, text),
      createElement(
        'a',
        {
          href: links.shop(language),
          className: 'mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white',
        },
        ctx.t('pages.backToShop'),
      ),
    ),
  );
}

export function renderNotFoundPage(request: FastifyRequest, services: AppServices, language: Language): Promise<string> {
  return renderProblemPage(request, services, language, 'not_found');
}
