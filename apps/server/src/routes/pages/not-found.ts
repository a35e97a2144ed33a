import type { Language } from '@soul/contracts';
import type { FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { links } from '../../serializers/links.ts';
import type { AppServices } from '../../services/app-services.ts';
import { pageContext, renderFrame } from './page-frame.tsx';

export async function renderNotFoundPage(request: FastifyRequest, services: AppServices, language: Language): Promise<string> {
  const ctx = pageContext(request, services, language);
  return renderFrame(
    ctx,
    { title: ctx.t('pages.notFoundTitle'), description: ctx.t('pages.notFoundText'), paths: { en: links.home('en'), lt: links.home('lt') } },
    [],
    createElement(
      'section',
      { className: 'py-16 text-center' },
      createElement('h1', { className: 'text-3xl font-semibold' }, ctx.t('pages.notFoundTitle')),
      createElement('p', { className: 'mt-4 text-ink-soft' }, ctx.t('pages.notFoundText')),
      createElement(
        'a',
        { href: links.shop(language), className: 'mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-800 px-6 font-semibold text-white' },
        ctx.t('pages.backToShop'),
      ),
    ),
  );
}
