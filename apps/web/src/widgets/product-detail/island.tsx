import type { Island } from '../../boot/island.ts';
import { ProductDetail } from './ProductDetail.tsx';
import { parseProductDetailProps } from './props.ts';

const island: Island = {
  render: (props) => <ProductDetail {...parseProductDetailProps(props)} />,
};

export default island;
