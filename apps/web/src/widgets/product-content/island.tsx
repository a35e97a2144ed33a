import type { Island } from '../../boot/island.ts';
import { ProductContent } from './ProductContent.tsx';
import { parseProductContentProps } from './props.ts';

/**
 * The product page's accordion and videos. Server-rendered (it reads without
 * JavaScript); the boot hydrates it only when it is scrolled near
 * (boot/registry.ts MOUNT_WHEN_NEAR), so it costs the first load nothing.
 */
const island: Island = { render: (props) => <ProductContent {...parseProductContentProps(props)} /> };
export default island;
