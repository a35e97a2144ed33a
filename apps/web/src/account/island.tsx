import type { Island } from '../boot/island.ts';
import { AccountArea } from './AccountArea.tsx';
import { parseAccountAreaProps } from './props.ts';

/** The account area island: props checked against the contract (accountAreaPropsSchema), then the area. */
const island: Island = { render: (props) => <AccountArea props={parseAccountAreaProps(props)} /> };
export default island;
