import { useAccountT } from '../texts.ts';

/** Gateways the shop names; another id is shown as it is. */
const KNOWN_GATEWAYS = ['soul_test_card', 'stripe', 'bacs', 'cod'];

export function useGatewayLabel(): (gateway: string) => string {
  const { t } = useAccountT();
  return (gateway) => (KNOWN_GATEWAYS.includes(gateway) ? t(`gateways.${gateway}`) : gateway);
}
