import type { Island } from '../../boot/island.ts';
import { PromoOffer } from './PromoOffer.tsx';
import { parsePromoOfferProps } from './props.ts';

/** Only the quantity-offer landing pages enable it (routes/pages/promo-offer-pages.route.tsx): its own lazy chunk. */
const island: Island = { render: (props) => <PromoOffer {...parsePromoOfferProps(props)} /> };
export default island;
