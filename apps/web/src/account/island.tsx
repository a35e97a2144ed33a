import type { Island } from '../boot/island.ts';

/** Placeholder until the account area lands (issue 5). */
const island: Island = { render: () => <div /> };
export default island;
