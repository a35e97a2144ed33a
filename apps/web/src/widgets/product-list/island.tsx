import type { Island } from '../../boot/island.ts';
import { ProductList } from './ProductList.tsx';
import { parseProductListProps } from './props.ts';

const island: Island = {
  render: (props) => <ProductList {...parseProductListProps(props)} />,
};

export default island;
