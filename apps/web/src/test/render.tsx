import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IslandShell, type IslandContext } from '../boot/IslandShell.tsx';
import { createQueryClient } from '../boot/query-client.ts';
import { defaultWidgetEnv } from '../boot/widget-env.tsx';
import { createI18n } from '../i18n/create-i18n.ts';
import type { Language } from '../i18n/resources.ts';
import { STATIC_RESOURCES } from '../i18n/static-resources.ts';
import { Overlays } from '../overlays/Overlays.tsx';

export function testContext(language: Language = 'en'): IslandContext {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return { i18n: createI18n(language, STATIC_RESOURCES[language]), queryClient, env: defaultWidgetEnv(language) };
}

/** Renders a widget inside the real providers, with the overlay host beside it. */
export function renderWidget(ui: ReactElement, language: Language = 'en') {
  const context = testContext(language);
  return render(
    <IslandShell context={context}>
      {ui}
      <Overlays />
    </IslandShell>,
  );
}
