import { pointsUsePropsSchema } from '@soul/contracts';
import type { Island } from '../../boot/island.ts';
import { PointsUse } from './PointsUse.tsx';

/** The checkout's "Use my points" control (a signed-in customer with points): its own small chunk, loaded only on that page. */
const island: Island = { render: (props) => <PointsUse {...pointsUsePropsSchema.parse(props)} /> };
export default island;
