import type { Island } from '../../boot/island.ts';
import { parseUpsellProps } from './props.ts';
import { UpsellOffer } from './UpsellOffer.tsx';

const island: Island = { render: (props) => <UpsellOffer {...parseUpsellProps(props)} /> };
export default island;
