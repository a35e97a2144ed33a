import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useWidgetEnv } from '../../boot/widget-env.tsx';
import { DrawerDialog } from './DrawerDialog.tsx';
import { CartRuntimeContext, useLoadedCartRuntime } from './runtime-context.tsx';

/** The lazy chunk: waits for the cart runtime (client + `cart` texts), then renders the dialog. */
export default function CartDrawer() {
  const env = useWidgetEnv();
  const { i18n } = useTranslation();
  const { runtime, error } = useLoadedCartRuntime(env, i18n);
  useEffect(() => {
    // The chunk loaded but the cart could not start (offline): say so instead of a dead button.
    if (error) console.error(error);
  }, [error]);
  if (!runtime) return null;
  return (
    <CartRuntimeContext value={runtime}>
      <DrawerDialog />
    </CartRuntimeContext>
  );
}
